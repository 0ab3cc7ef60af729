// The JSON configuration in api/config/, loaded once at start, served to the browser as well.
// The files are the English source; api/config/es/ holds the Spanish (docs/i18n.md): the message
// files with the same codes, and an overlay of validationRules.json's texts only. A Spanish file
// that does not match its English source stops the start.
import fs from 'node:fs';
import path from 'node:path';
import type {
  ConfigEntry,
  GalleryItem,
  MessageEntry,
  ValidationRule,
  ValidationRuleSet,
} from '@qcard/contracts/domain';
import type { Language } from '../i18n/request-language';
import { loadRecordTexts, type RecordTexts } from '../i18n/record-texts';

/** The message files translated in api/config/es/ (same codes, Spanish msgValue). */
export const MESSAGE_FILES = [
  'messageResources.json',
  'patronMessageResources.json',
  'sponserMessageResources.json',
] as const;
export type MessageFileName = (typeof MESSAGE_FILES)[number];

export const CONFIG_FILES = [
  'configParameters.json',
  ...MESSAGE_FILES,
  'validationRules.json',
  'CreditCardConfig.json',
  'GalleryConfig.json',
] as const;

export type ConfigFileName = (typeof CONFIG_FILES)[number];
/** The files served in the request's language (the rest are the same in both). */
export const LOCALIZED_FILES: ReadonlySet<ConfigFileName> = new Set<ConfigFileName>([
  ...MESSAGE_FILES,
  'validationRules.json',
  'GalleryConfig.json',
]);

/** api/config/es/validationRules.json: screen -> property -> the Spanish texts of that rule. */
export type RuleTextOverlay = Record<
  string,
  Record<string, Partial<Pick<ValidationRule, 'label' | 'placeholder' | 'customError'>>>
>;
const RULE_TEXT_FIELDS = ['label', 'placeholder', 'customError'] as const;

export interface AppConfig {
  dir: string;
  /** Raw text of each (English) file, served as is. */
  files: Record<ConfigFileName, string>;
  /** The file as served in `language`: English as is; Spanish messages, or English rules with Spanish texts. */
  fileFor(name: ConfigFileName, language: Language): string;
  parameters: ConfigEntry[];
  messages: MessageEntry[];
  validation: ValidationRuleSet[];
  /** Configuration value by group and name, e.g. param('Subscription_Config', 'Minimum_Threshold_Amount'). */
  param(groupName: string, configName: string): string | undefined;
  numberParam(groupName: string, configName: string, fallback: number): number;
  /** Text of a code of messageResources.json with {0}, {1}... replaced, in `language`. */
  message(code: string, params: Array<string | number>, language: Language): string;
  /** Text of a code of patronMessageResources.json (or sponserMessageResources.json), in `language`. */
  roleMessage(
    role: 'patron' | 'sponsor',
    code: string,
    params: Array<string | number>,
    language: Language,
  ): string;
  /** The screen's rules with their texts in `language`. */
  rulesFor(screen: string, language: Language): ValidationRuleSet | undefined;
  /** api/config/es/recordTexts.json: English texts stored with records and their Spanish (src/i18n/record-texts.ts). */
  recordTexts: RecordTexts;
}

export function formatMessage(template: string, params: Array<string | number> = []): string {
  return template.replace(/\{(\d+)\}/g, (m, i: string) => {
    const v = params[Number(i)];
    return v === undefined ? m : String(v);
  });
}

function readJsonFile(file: string): { text: string; value: unknown } {
  const text = fs.readFileSync(file, 'utf8');
  try {
    return { text, value: JSON.parse(text) as unknown };
  } catch (e) {
    throw new Error(`Configuration file ${file} is not valid JSON: ${(e as Error).message}`);
  }
}

/** The {0}, {1}... of a text, sorted: both languages of a text must use the same ones. */
export function placeholdersOf(text: string | null | undefined): string[] {
  return [...new Set((text ?? '').match(/\{\d+\}/g) ?? [])].sort();
}

/** A Spanish message file against its English source: same codes, types, names, placeholders. */
export function messageParityProblems(english: MessageEntry[], spanish: MessageEntry[]): string[] {
  const problems: string[] = [];
  const es = new Map(spanish.map((m) => [String(m.msgCode), m]));
  const en = new Set(english.map((m) => String(m.msgCode)));
  for (const m of english) {
    const t = es.get(String(m.msgCode));
    if (!t) {
      problems.push(`code ${m.msgCode} is missing`);
      continue;
    }
    if (t.type !== m.type || t.msgName !== m.msgName)
      problems.push(
        `code ${m.msgCode} has type/name ${t.type}/${t.msgName}, not ${m.type}/${m.msgName}`,
      );
    if (typeof t.msgValue !== 'string' || t.msgValue.trim() === '')
      problems.push(`code ${m.msgCode} has no text`);
    else if (placeholdersOf(t.msgValue).join() !== placeholdersOf(m.msgValue).join()) {
      problems.push(
        `code ${m.msgCode} uses ${placeholdersOf(t.msgValue).join(' ') || 'no placeholder'}, the English text ${placeholdersOf(m.msgValue).join(' ') || 'none'}`,
      );
    }
  }
  for (const code of es.keys())
    if (!en.has(code)) problems.push(`code ${code} is not in the English file`);
  return problems;
}

/** The Spanish overlay of validationRules.json: a text for each English one, nothing more. */
export function ruleOverlayProblems(
  english: ValidationRuleSet[],
  overlay: RuleTextOverlay,
): string[] {
  const problems: string[] = [];
  for (const set of english) {
    const screen = overlay[set.screen];
    if (!screen || typeof screen !== 'object') {
      problems.push(`screen ${set.screen} is missing`);
      continue;
    }
    for (const rule of set.rules) {
      const texts = screen[rule.property];
      if (!texts || typeof texts !== 'object') {
        problems.push(`${set.screen}/${rule.property} is missing`);
        continue;
      }
      for (const field of RULE_TEXT_FIELDS) {
        const en = rule[field];
        const es = texts[field];
        if (en !== null && en !== undefined && (typeof es !== 'string' || es.trim() === ''))
          problems.push(`${set.screen}/${rule.property} has no ${field}`);
        else if ((en === null || en === undefined) && es !== undefined && es !== null)
          problems.push(`${set.screen}/${rule.property} has a ${field} the English rule lacks`);
        else if (placeholdersOf(es).join() !== placeholdersOf(en).join())
          problems.push(`${set.screen}/${rule.property} ${field} placeholders differ`);
      }
      for (const key of Object.keys(texts)) {
        if (!(RULE_TEXT_FIELDS as readonly string[]).includes(key))
          problems.push(
            `${set.screen}/${rule.property} has ${key}: only label, placeholder and customError are translated`,
          );
      }
    }
    for (const property of Object.keys(screen)) {
      if (!set.rules.some((r) => r.property === property))
        problems.push(`${set.screen}/${property} is not in the English rules`);
    }
  }
  for (const screen of Object.keys(overlay))
    if (!english.some((s) => s.screen === screen))
      problems.push(`screen ${screen} is not in the English rules`);
  return problems;
}

/** The Spanish gallery against the English: the same pictures in the same order, each with its captions. */
export function galleryParityProblems(english: GalleryItem[], spanish: unknown): string[] {
  if (!Array.isArray(spanish)) return ['not a list of slides'];
  const problems: string[] = [];
  if (spanish.length !== english.length)
    problems.push(`${spanish.length} slides, the English file has ${english.length}`);
  english.forEach((slide, i) => {
    const es = spanish[i] as Partial<GalleryItem> | undefined;
    if (!es || es.image !== slide.image) problems.push(`slide ${i + 1} is not ${slide.image}`);
    else if (!es.galleryTitleText?.trim() || !es.galleryText?.trim())
      problems.push(`slide ${i + 1} lacks its captions`);
  });
  return problems;
}

/** The English rule sets with the overlay's texts. */
export function applyRuleOverlay(
  english: ValidationRuleSet[],
  overlay: RuleTextOverlay,
): ValidationRuleSet[] {
  return english.map((set) => ({
    ...set,
    rules: set.rules.map((rule) => {
      const texts = overlay[set.screen]?.[rule.property] ?? {};
      const out: ValidationRule = { ...rule };
      for (const field of RULE_TEXT_FIELDS)
        if (typeof texts[field] === 'string') out[field] = texts[field];
      return out;
    }),
  }));
}

function refuse(file: string, problems: string[]): never {
  throw new Error(
    `Configuration file ${file} does not match its English source: ${problems.slice(0, 10).join('; ')}${problems.length > 10 ? ` (and ${problems.length - 10} more)` : ''}`,
  );
}

interface Catalogue {
  messages: Map<string, string>;
  roles: Record<'patron' | 'sponsor', Map<string, string>>;
  screens: Map<string, ValidationRuleSet>;
  files: Partial<Record<ConfigFileName, string>>;
}

function catalogueOf(
  messageFiles: Record<MessageFileName, MessageEntry[]>,
  validation: ValidationRuleSet[],
  files: Partial<Record<ConfigFileName, string>>,
): Catalogue {
  const byCode = (list: MessageEntry[]) =>
    new Map(list.map((m) => [String(m.msgCode), m.msgValue]));
  return {
    messages: byCode(messageFiles['messageResources.json']),
    roles: {
      patron: byCode(messageFiles['patronMessageResources.json']),
      sponsor: byCode(messageFiles['sponserMessageResources.json']),
    },
    screens: new Map(validation.map((v) => [v.screen, v])),
    files,
  };
}

export function loadAppConfig(dir: string): AppConfig {
  const files = {} as Record<ConfigFileName, string>;
  const values = {} as Record<ConfigFileName, unknown>;
  for (const name of CONFIG_FILES) {
    const { text, value } = readJsonFile(path.join(dir, name));
    files[name] = text;
    values[name] = value;
  }
  const parameters = values['configParameters.json'] as ConfigEntry[];
  const messages = values['messageResources.json'] as MessageEntry[];
  const validation = values['validationRules.json'] as ValidationRuleSet[];
  const englishMessages = Object.fromEntries(
    MESSAGE_FILES.map((n) => [n, values[n] as MessageEntry[]]),
  ) as Record<MessageFileName, MessageEntry[]>;

  // Spanish: the same codes and rules, Spanish texts; checked against the English source.
  const esDir = path.join(dir, 'es');
  const spanishMessages = {} as Record<MessageFileName, MessageEntry[]>;
  const spanishFiles: Partial<Record<ConfigFileName, string>> = {};
  for (const name of MESSAGE_FILES) {
    const file = path.join(esDir, name);
    const list = readJsonFile(file).value;
    if (!Array.isArray(list)) refuse(file, ['not a list of messages']);
    const problems = messageParityProblems(englishMessages[name], list as MessageEntry[]);
    if (problems.length > 0) refuse(file, problems);
    // In the English file's order, so both languages list the same entries the same way.
    const es = new Map((list as MessageEntry[]).map((m) => [String(m.msgCode), m]));
    spanishMessages[name] = englishMessages[name].map((m) => ({
      ...m,
      msgValue: es.get(String(m.msgCode))?.msgValue ?? m.msgValue,
    }));
    spanishFiles[name] = JSON.stringify(spanishMessages[name], null, 2);
  }
  const overlayFile = path.join(esDir, 'validationRules.json');
  const overlay = readJsonFile(overlayFile).value;
  if (!overlay || typeof overlay !== 'object' || Array.isArray(overlay))
    refuse(overlayFile, ['not an object of screens']);
  const overlayProblems = ruleOverlayProblems(validation, overlay as RuleTextOverlay);
  if (overlayProblems.length > 0) refuse(overlayFile, overlayProblems);
  const spanishValidation = applyRuleOverlay(validation, overlay as RuleTextOverlay);
  spanishFiles['validationRules.json'] = JSON.stringify(spanishValidation, null, 2);

  // The banner gallery's captions: the same slides (pictures, order), Spanish words.
  const galleryFile = path.join(esDir, 'GalleryConfig.json');
  const gallery = readJsonFile(galleryFile).value;
  const galleryProblems = galleryParityProblems(
    values['GalleryConfig.json'] as GalleryItem[],
    gallery,
  );
  if (galleryProblems.length > 0) refuse(galleryFile, galleryProblems);
  spanishFiles['GalleryConfig.json'] = JSON.stringify(gallery, null, 2);

  // Texts stored with records (card system names, demo data) and their Spanish; checked here too.
  const recordTexts = loadRecordTexts(esDir);

  const catalogues: Record<Language, Catalogue> = {
    en: catalogueOf(englishMessages, validation, files),
    es: catalogueOf(spanishMessages, spanishValidation, spanishFiles),
  };
  const params = new Map(parameters.map((p) => [`${p.groupName}/${p.configName}`, p.configValue]));
  return {
    dir,
    files,
    fileFor: (name, language) => catalogues[language].files[name] ?? files[name],
    parameters,
    messages,
    validation,
    param: (g, n) => params.get(`${g}/${n}`),
    numberParam(g, n, fallback) {
      const v = Number(params.get(`${g}/${n}`));
      return Number.isFinite(v) ? v : fallback;
    },
    message(code, p, language) {
      // As the browser's messageText: messageResources, then the patron's and the sponsor's files.
      const { messages: c, roles } = catalogues[language];
      const key = String(code);
      const t =
        c.get(key) ??
        roles.patron.get(key) ??
        roles.sponsor.get(key) ??
        c.get('475') ??
        'Unexpected Error Occured.';
      return formatMessage(t, p);
    },
    roleMessage(role, code, p, language) {
      const t =
        catalogues[language].roles[role].get(code) ??
        catalogues[language].messages.get(code) ??
        catalogues[language].messages.get('475') ??
        code;
      return formatMessage(t, p);
    },
    rulesFor: (screen, language) => catalogues[language].screens.get(screen),
    recordTexts,
  };
}

/** configParameters.json with the values the settings override (session timings, page size, zone). */
export function effectiveParameters(
  base: ConfigEntry[],
  overrides: Record<string, Record<string, string | number>>,
): ConfigEntry[] {
  const out = base.map((e) => {
    const o = overrides[e.groupName]?.[e.configName];
    return o === undefined ? e : { ...e, configValue: String(o) };
  });
  for (const [groupName, values] of Object.entries(overrides)) {
    for (const [configName, v] of Object.entries(values)) {
      if (!out.some((e) => e.groupName === groupName && e.configName === configName)) {
        out.push({ groupName, configName, configValue: String(v) });
      }
    }
  }
  return out;
}
