// Column headers of the CSV exports in each of the portal's languages (the caller's).
import type { Language } from '../../platform/i18n/request-language';

const HEADERS = {
  activity: [
    { en: 'Date', es: 'Fecha' },
    { en: 'Type', es: 'Tipo' },
    { en: 'Description', es: 'Descripción' },
    { en: 'Amount ($)', es: 'Monto ($)' },
    { en: 'Balance before ($)', es: 'Saldo antes ($)' },
    { en: 'Balance after ($)', es: 'Saldo después ($)' },
    { en: 'Order number', es: 'Número de pedido' },
  ],
  orders: [
    { en: 'Order number', es: 'Número de pedido' },
    { en: 'Date', es: 'Fecha' },
    { en: 'Status', es: 'Estado' },
    { en: 'Amount ($)', es: 'Monto ($)' },
    { en: 'Payment', es: 'Pago' },
    { en: 'Items', es: 'Artículos' },
  ],
  employees: [
    { en: 'Employee ID', es: 'ID de empleado' },
    { en: 'First name', es: 'Nombre' },
    { en: 'Last name', es: 'Apellido' },
    { en: 'Group', es: 'Grupo' },
    { en: 'Card number', es: 'Número de tarjeta' },
    { en: 'Contract', es: 'Contrato' },
    { en: 'E-mail', es: 'Correo electrónico' },
    { en: 'Phone', es: 'Teléfono' },
    { en: 'Address', es: 'Dirección' },
    { en: 'City', es: 'Ciudad' },
    { en: 'State', es: 'Estado' },
    { en: 'Zipcode', es: 'Código postal' },
  ],
  companyCards: [
    { en: 'Card number', es: 'Número de tarjeta' },
    { en: 'Profile', es: 'Perfil' },
    { en: 'Status', es: 'Estado' },
    { en: 'Expires on', es: 'Vence el' },
    { en: 'Employee ID', es: 'ID de empleado' },
    { en: 'Employee', es: 'Empleado' },
  ],
  bulkReload: [
    { en: 'Employee ID', es: 'ID de empleado' },
    { en: 'Employee', es: 'Empleado' },
    { en: 'Card number', es: 'Número de tarjeta' },
    { en: 'Description', es: 'Descripción' },
    { en: 'Amount ($)', es: 'Monto ($)' },
    { en: 'Status', es: 'Estado' },
  ],
} as const satisfies Record<string, ReadonlyArray<Record<Language, string>>>;

export type ExportKind = keyof typeof HEADERS;

export function headersOf(kind: ExportKind, language: Language): readonly string[] {
  return HEADERS[kind].map((header) => header[language]);
}
