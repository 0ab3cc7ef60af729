import { registerTranslations } from '@qcard/shared/i18n/language';

registerTranslations('en', {
  'login.title': 'Sign in',
  'login.username': 'Username',
  'login.username.hint': 'The e-mail address of your account',
  'login.password': 'Password',
  'login.submit': 'Login',
  'login.reason.fields': 'Enter your username and password to log in.',
  'login.reason.captcha': 'Tick "I\'m not a robot" to log in.',
  'login.forgot': 'Forgot password?',
  'login.feedback': 'Send us feedback',
});

registerTranslations('es', {
  'login.title': 'Iniciar sesión',
  'login.username': 'Usuario',
  'login.username.hint': 'La dirección de correo electrónico de su cuenta',
  'login.password': 'Contraseña',
  'login.submit': 'Entrar',
  'login.reason.fields': 'Ingrese su usuario y contraseña para entrar.',
  'login.reason.captcha': 'Marque "I\'m not a robot" para entrar.',
  'login.forgot': '¿Olvidó su contraseña?',
  'login.feedback': 'Envíenos sus comentarios',
});
