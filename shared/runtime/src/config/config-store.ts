// Server-delivered configuration (SPEC section 3): loaded once per page, shared by all apps.
import type {
  ConfigEntry,
  CreditCardIcon,
  GalleryItem,
  MessageEntry,
  ValidationRuleSet,
} from '@qcard/contracts/domain';
import { beforeLanguageChange, getLanguage, type Language } from '@qcard/runtime/i18n/i18n';
import { formatTemplate } from '@qcard/contracts/texts';

export interface PortalConfig {
  parameters: ConfigEntry[];
  messages: MessageEntry[];
  patronMessages: MessageEntry[];
  sponsorMessages: MessageEntry[];
  validationRules: ValidationRuleSet[];
  creditCards: CreditCardIcon[];
  gallery: GalleryItem[];
}

const EMPTY: PortalConfig = {
  parameters: [],
  messages: [],
  patronMessages: [],
  sponsorMessages: [],
  validationRules: [],
  creditCards: [],
  gallery: [],
};

let current: PortalConfig = EMPTY;
let failed = false;
/** Where the files were fetched from; null until fetched (tests that set the config never fetch). */
let configBase: string | null = null;
/** The files in each language, fetched once each (the server answers in the Accept-Language). */
const loading = new Map<Language, Promise<PortalConfig>>();

async function getJson<T>(
  url: string,
  language: Language,
  fallback: T,
  optional: boolean,
): Promise<T> {
  try {
    // Plain fetch: these are static files, not API calls, and the first page should not wait
    // for the API client's HTTP library (see api-client.ts).
    const res = await fetch(url, {
      headers: { Accept: 'application/json', 'Accept-Language': language },
    });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    const data = (await res.json()) as unknown;
    return data !== null && typeof data === 'object' ? (data as T) : fallback;
  } catch (error) {
    // Banner and card-icon config failures are only logged (SPEC section 8).
    if (optional) {
      console.warn(`[config] ${url} could not be loaded`, error);
      return fallback;
    }
    throw error;
  }
}

/** The files every page reads, before anything on it may need a message, a rule or a setting. */
type CoreConfig = Pick<PortalConfig, 'parameters' | 'messages' | 'validationRules'>;

/**
 * The files only some pages use, each read the first time a page asks for it
 * (`loadConfigPart`): a rider's pages never use the sponsor's texts, and only the payment form
 * shows the card icons, so the other pages do not fetch them.
 */
export type ConfigPart = 'patronMessages' | 'sponsorMessages' | 'creditCards' | 'gallery';

const PART_FILES: Record<ConfigPart, string> = {
  patronMessages: 'patronMessageResources.json',
  sponsorMessages: 'sponserMessageResources.json',
  creditCards: 'CreditCardConfig.json',
  gallery: 'GalleryConfig.json',
};

/** The parts this page has asked for: a language switch reads them again in the new language. */
const partsInUse = new Set<ConfigPart>();
const partLoading = new Map<string, Promise<PortalConfig[ConfigPart] | null>>();

let heldUntil: Promise<unknown> = Promise.resolve();

/**
 * Keeps the files loadConfig reads from the page until `ready` settles. The server paints a page
 * before any configuration is read (its forms validate with no rules yet); while the shell hydrates
 * that page, React must find what the server drew, so the rules apply once the page is live.
 */
export function holdConfigUntil(ready: Promise<unknown>): void {
  heldUntil = ready.catch(() => undefined);
}

/**
 * Load the files every page needs once per language (the message texts and field labels
 * differ); later callers share the same promise. The page's language when not named.
 */
export function loadConfig(base = '', language: Language = getLanguage()): Promise<PortalConfig> {
  configBase = base;
  const pending = loading.get(language);
  if (pending) return pending;
  const next = (async () => {
    try {
      const [parameters, messages, validationRules] = await Promise.all([
        getJson<ConfigEntry[]>(`${base}/configParameters.json`, language, [], false),
        getJson<MessageEntry[]>(`${base}/messageResources.json`, language, [], false),
        getJson<ValidationRuleSet[]>(`${base}/validationRules.json`, language, [], false),
      ]);
      const loaded: CoreConfig = { parameters, messages, validationRules };
      await heldUntil;
      if (language === getLanguage() || current === EMPTY) current = { ...current, ...loaded };
      failed = false;
      return { ...current, ...loaded };
    } catch {
      failed = true;
      loading.delete(language);
      return current;
    }
  })();
  loading.set(language, next);
  return next;
}

/**
 * Load one of the files only some pages use (once per language; later callers share it) and
 * keep it in the config. A file that cannot be read leaves the part as it was and is asked for
 * again next time (SPEC section 8: banner and card-icon failures are only logged).
 */
export function loadConfigPart<P extends ConfigPart>(
  part: P,
  language: Language = getLanguage(),
): Promise<PortalConfig[P]> {
  partsInUse.add(part);
  const key = `${language}:${part}`;
  let pending = partLoading.get(key) as Promise<PortalConfig[P] | null> | undefined;
  // Set already (a test's setConfig, or the page's language read before): nothing to fetch.
  if (!pending && language === getLanguage() && current[part].length > 0) {
    return Promise.resolve(current[part]);
  }
  if (!pending) {
    pending = getJson<PortalConfig[P] | null>(
      `${configBase ?? ''}/${PART_FILES[part]}`,
      language,
      null,
      true,
    );
    partLoading.set(key, pending);
  }
  return pending.then((items) => {
    if (items === null) {
      partLoading.delete(key);
      return current[part];
    }
    if (language === getLanguage()) current = { ...current, [part]: items };
    return items;
  });
}

// A language switch waits for the texts of the new language, then shows them with the rest.
beforeLanguageChange(async (language) => {
  if (configBase === null) return;
  const [next, ...parts] = await Promise.all([
    loadConfig(configBase, language),
    ...[...partsInUse].map(async (part) => [part, await loadConfigPart(part, language)] as const),
  ]);
  if (!failed) current = { ...next, ...Object.fromEntries(parts) };
});

export function setConfig(config: Partial<PortalConfig>): void {
  current = { ...EMPTY, ...current, ...config };
}

export function getConfig(): PortalConfig {
  return current;
}

export function configFailed(): boolean {
  return failed;
}

export function configValue(groupName: string, configName: string): string | undefined {
  return current.parameters.find((p) => p.groupName === groupName && p.configName === configName)
    ?.configValue;
}

export function configNumber(groupName: string, configName: string, fallback: number): number {
  const raw = configValue(groupName, configName);
  const n = raw === undefined ? NaN : Number(raw);
  return Number.isFinite(n) ? n : fallback;
}

/** Message text for a RESPONSE_MSG code, or undefined when the code is unknown. */
export function messageText(
  code: string | number,
  args: ReadonlyArray<string | number> = [],
): string | undefined {
  const key = String(code);
  const entry =
    current.messages.find((m) => m.msgCode === key) ??
    current.patronMessages.find((m) => m.msgCode === key) ??
    current.sponsorMessages.find((m) => m.msgCode === key);
  return entry ? formatTemplate(entry.msgValue, args) : undefined;
}

/** Role-specific text, e.g. the ride-sponsor warning by warningCode. */
export function roleMessage(
  role: 'patron' | 'sponsor',
  type: string,
  code: string,
): string | undefined {
  const list = role === 'patron' ? current.patronMessages : current.sponsorMessages;
  return list.find((m) => m.type === type && m.msgCode === code)?.msgValue;
}
