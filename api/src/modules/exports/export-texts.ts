// Column headers of the CSV exports in English and Spanish (the caller's language).
import type { Language } from '../../platform/i18n/request-language';

const HEADERS = {
  en: {
    activity: [
      'Date',
      'Type',
      'Description',
      'Amount ($)',
      'Balance before ($)',
      'Balance after ($)',
      'Order number',
    ],
    orders: ['Order number', 'Date', 'Status', 'Amount ($)', 'Payment', 'Items'],
    employees: [
      'Employee ID',
      'First name',
      'Last name',
      'Group',
      'Card number',
      'Contract',
      'E-mail',
      'Phone',
      'Address',
      'City',
      'State',
      'Zipcode',
    ],
    companyCards: ['Card number', 'Profile', 'Status', 'Expires on', 'Employee ID', 'Employee'],
    bulkReload: ['Employee ID', 'Employee', 'Card number', 'Description', 'Amount ($)', 'Status'],
  },
  es: {
    activity: [
      'Fecha',
      'Tipo',
      'Descripción',
      'Monto ($)',
      'Saldo antes ($)',
      'Saldo después ($)',
      'Número de pedido',
    ],
    orders: ['Número de pedido', 'Fecha', 'Estado', 'Monto ($)', 'Pago', 'Artículos'],
    employees: [
      'ID de empleado',
      'Nombre',
      'Apellido',
      'Grupo',
      'Número de tarjeta',
      'Contrato',
      'Correo electrónico',
      'Teléfono',
      'Dirección',
      'Ciudad',
      'Estado',
      'Código postal',
    ],
    companyCards: [
      'Número de tarjeta',
      'Perfil',
      'Estado',
      'Vence el',
      'ID de empleado',
      'Empleado',
    ],
    bulkReload: [
      'ID de empleado',
      'Empleado',
      'Número de tarjeta',
      'Descripción',
      'Monto ($)',
      'Estado',
    ],
  },
} as const satisfies Record<Language, Record<string, readonly string[]>>;

export type ExportKind = keyof (typeof HEADERS)['en'];

export function headersOf(kind: ExportKind, language: Language): readonly string[] {
  return HEADERS[language][kind];
}
