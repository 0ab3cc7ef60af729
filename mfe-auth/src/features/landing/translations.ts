import { registerTranslations } from '@qcard/shared/i18n/language';

registerTranslations('en', {
  'landing.title': 'Reload your Q Card online',
  'landing.intro': 'Sign in to reload your fare cards, set up automatic reloads and see your orders — or reload any card by its serial number without an account.',
  'landing.unregistered': 'Reload a card without an account',
  'landing.unregistered.text': 'Have your card serial number handy. It is printed on the back of your Q Card.',
  'landing.unregistered.action': 'Reload by serial number',
  'faq.title': 'Common questions',
  'faq.reload.q': 'How do I reload my Q Card?',
  'faq.reload.a': 'Sign in and choose Reload Q Card, pick your card and an amount, and check out. Without an account, use "Reload by serial number" with the serial printed on the back of your card.',
  'faq.payment.q': 'Which payment methods are accepted?',
  'faq.payment.a': 'We accept Visa, Mastercard, American Express and Discover credit and debit cards. Your card number is encrypted in your browser before it is sent.',
  'faq.funds.q': 'When will the value be on my card?',
  'faq.funds.a': 'Funds are available on your card within 24 to 48 hours after your order is confirmed.',
  'faq.password.q': 'What makes a valid password?',
  'faq.password.a': 'Passwords are 8 to 15 characters and case sensitive. Use at least one upper case letter, one lower case letter, one number and one of these special characters: ? # @ _ = $ : - .\nYou cannot reuse any of your last 6 passwords.',
  'faq.discount.q': 'Who can get a discounted card?',
  'faq.discount.a': 'Students and seniors aged 65 to 69 ride at a 50% discount; riders aged 70 and over ride free.\nThe local fare is $1.25 ($0.60 with a discounted card). Transfers are valid for 3 hours, and you get 5 free trips for every 50 paid trips.',
});

registerTranslations('es', {
  'landing.title': 'Recargue su Q Card en línea',
  'landing.intro': 'Inicie sesión para recargar sus tarjetas, configurar recargas automáticas y ver sus pedidos, o recargue cualquier tarjeta por su número de serie sin una cuenta.',
  'landing.unregistered': 'Recargar una tarjeta sin cuenta',
  'landing.unregistered.text': 'Tenga a mano el número de serie de su tarjeta. Está impreso en el reverso de su Q Card.',
  'landing.unregistered.action': 'Recargar por número de serie',
  'faq.title': 'Preguntas frecuentes',
  'faq.reload.q': '¿Cómo recargo mi Q Card?',
  'faq.reload.a': 'Inicie sesión y elija Recargar Q Card, seleccione su tarjeta y un monto, y pague. Sin cuenta, use "Recargar por número de serie" con el número impreso en el reverso de su tarjeta.',
  'faq.payment.q': '¿Qué métodos de pago se aceptan?',
  'faq.payment.a': 'Aceptamos tarjetas de crédito y débito Visa, Mastercard, American Express y Discover. El número de su tarjeta se cifra en su navegador antes de enviarse.',
  'faq.funds.q': '¿Cuándo estará el saldo en mi tarjeta?',
  'faq.funds.a': 'Los fondos estarán disponibles en su tarjeta entre 24 y 48 horas después de confirmar su pedido.',
  'faq.password.q': '¿Qué contraseña es válida?',
  'faq.password.a': 'Las contraseñas tienen de 8 a 15 caracteres y distinguen mayúsculas. Use al menos una mayúscula, una minúscula, un número y uno de estos caracteres especiales: ? # @ _ = $ : - .\nNo puede reutilizar ninguna de sus últimas 6 contraseñas.',
  'faq.discount.q': '¿Quién puede obtener una tarjeta con descuento?',
  'faq.discount.a': 'Los estudiantes y las personas mayores de 65 a 69 años viajan con un 50% de descuento; los mayores de 70 viajan gratis.\nLa tarifa local es de $1.25 ($0.60 con tarjeta de descuento). Los transbordos valen por 3 horas y recibe 5 viajes gratis por cada 50 pagados.',
});
