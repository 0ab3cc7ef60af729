// Once, in the SQLite pass (jest.config.cjs): nothing here reaches a database.
// The table of Spanish texts for texts stored with records in English (seeded demo data, records
// written before Spanish, the card system's names): what it translates, what it passes through
// unchanged, and the start refusing a table that does not fit.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configDir, findRepoRoot } from '../../../repo-paths';
import { loadAppConfig } from '../../config/app-config';
import {
  loadRecordTexts,
  recordText,
  translateRecordText,
  RECORD_TEXTS_FILE,
} from '../record-texts';

const dir = configDir(findRepoRoot());
const table = loadRecordTexts(path.join(dir, 'es'));

describe('the table of api/config/es/recordTexts.json', () => {
  test.each([
    ['Reload', 'Recarga'],
    ['Autoload', 'Recarga automática'],
    ['Adjustment', 'Ajuste de saldo'],
    ['Online reload of $5.00', 'Recarga en línea de $5.00'],
    ['Automatic reload of $20.00', 'Recarga automática de $20.00'],
    ['Fare paid $1.25', 'Pasaje pagado de $1.25'],
    ['Balance adjustment of -$2.50', 'Ajuste de saldo de -$2.50'],
    ['Adult', 'Adulto'],
    ['Reduced Fare', 'Tarifa reducida'],
    ['Stored Value', 'Valor almacenado'],
    ['Employer Transit Benefit', 'Beneficio de transporte del empleador'],
    ['Card is blocked (reported lost)', 'La tarjeta está bloqueada (reportada como perdida)'],
    ['Reload $50.00 on Q Card 1000000001', 'Recarga de $50.00 en la tarjeta Q Card 1000000001'],
    [
      'Reload $20.00 · Q Card 1000000001 · Stored Value',
      'Recarga de $20.00 · Q Card 1000000001 · Valor almacenado',
    ],
    [
      'Reload $20.00 · Q Card 1000000001 · Night Owl Pass',
      'Recarga de $20.00 · Q Card 1000000001 · Night Owl Pass',
    ],
    [
      'Reload $30.00 for Avery Adams (E1001), card 2000000001',
      'Recarga de $30.00 para Avery Adams (E1001), tarjeta 2000000001',
    ],
    [
      'Reload $1,250.00 · Blake Garcia (E1002) · Q Card 2000000002',
      'Recarga de $1,250.00 · Blake Garcia (E1002) · Q Card 2000000002',
    ],
    [
      'Automatic reload of $20.00 (balance below $10.00) · Q Card 1000000002',
      'Recarga automática de $20.00 (saldo menor que $10.00) · Q Card 1000000002',
    ],
    [
      'Automatic reload: $20.00 when below $10.00, up to 4×/month · Q Card 1000000001, paid by Visa ending 1111',
      'Recarga automática: $20.00 cuando el saldo baje de $10.00, hasta 4 veces al mes · Q Card 1000000001, pagada con Visa terminada en 1111',
    ],
    [
      'Change automatic reload to $30.00 when below $5.00, up to 2×/month · Q Card 2000000001 (Avery Adams, E1001)',
      'Cambio de la recarga automática a $30.00 cuando el saldo baje de $5.00, hasta 2 veces al mes · Q Card 2000000001 (Avery Adams, E1001)',
    ],
    [
      'Automatic reload payment method: Visa ending 1111 · Q Card 1000000002',
      'Método de pago de la recarga automática: Visa terminada en 1111 · Q Card 1000000002',
    ],
    [
      'Cancel automatic reload · Q Card 1000000002',
      'Cancelación de la recarga automática · Q Card 1000000002',
    ],
    ['Visa ending 4242', 'Visa terminada en 4242'],
    ['Billed to Acme Transit Benefits', 'Facturado a Acme Transit Benefits'],
    [
      'Declined by the card issuer (sandbox)',
      'Rechazado por el emisor de la tarjeta (entorno de prueba)',
    ],
    [
      'Automatic reload charged to Visa ending 4242',
      'Recarga automática cobrada a Visa terminada en 4242',
    ],
    [
      'Automatic reload billed to the company account',
      'Recarga automática facturada a la cuenta de la empresa',
    ],
    [
      'Automatic reload of $20.00 was declined (Insufficient funds). Please update the payment method.',
      'Se rechazó la recarga automática de $20.00 (Fondos insuficientes). Actualice el método de pago.',
    ],
    ['Credit Card', 'Tarjeta de crédito'],
    ['Company Account', 'Cuenta de la empresa'],
    ['No payment due now', 'Sin pago por ahora'],
  ])('%s', (english, spanish) => {
    expect(translateRecordText(table, english)).toBe(spanish);
  });

  test("an unknown text (the operator's, or one already in Spanish) passes through unchanged", () => {
    for (const text of [
      'Night Owl Pass',
      'Holiday credit from the help desk',
      'Recarga de $20.00 · Q Card 1 · Valor almacenado',
      '',
    ]) {
      expect(translateRecordText(table, text)).toBe(text);
    }
  });

  test('recordText: English and null as stored; Spanish from the table', () => {
    loadAppConfig(dir);
    expect(recordText('Fare paid $1.25', 'en')).toBe('Fare paid $1.25');
    expect(recordText(null, 'es')).toBeNull();
  });

  test('the start refuses a table whose Spanish names other placeholders', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-config-'));
    try {
      fs.cpSync(dir, copy, { recursive: true });
      const file = path.join(copy, 'es', RECORD_TEXTS_FILE);
      const value = JSON.parse(fs.readFileSync(file, 'utf8')) as {
        patterns: Array<{ en: string; es: string }>;
      };
      expect(() => loadAppConfig(copy)).not.toThrow();
      const first = value.patterns[0];
      if (first) first.es = 'Recarga en línea de {monto}';
      fs.writeFileSync(file, JSON.stringify(value));
      expect(() => loadAppConfig(copy)).toThrow(
        /recordTexts\.json cannot be used: pattern "Online reload of \{amount\}" has placeholders/,
      );
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});
