// Server-delivered configuration (SPEC section 3): loaded once per page, shared by all apps.
import type {
  ConfigEntry,
  CreditCardIcon,
  GalleryItem,
  MessageEntry,
  ValidationRuleSet,
} from '@qcard/shared/contracts/domain';

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
let loading: Promise<PortalConfig> | null = null;
let failed = false;

async function getJson<T>(url: string, fallback: T, optional: boolean): Promise<T> {
  try {
    // Plain fetch: these are static files, not API calls, and the first page should not wait
    // for the API client's HTTP library (see api-client.ts).
    const res = await fetch(url, { headers: { Accept: 'application/json' } });
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

/** Load every config file once; later callers share the same promise. */
export function loadConfig(base = ''): Promise<PortalConfig> {
  if (loading) return loading;
  loading = (async () => {
    try {
      const [parameters, messages, patronMessages, sponsorMessages, validationRules] = await Promise.all([
        getJson<ConfigEntry[]>(`${base}/configParameters.json`, [], false),
        getJson<MessageEntry[]>(`${base}/messageResources.json`, [], false),
        getJson<MessageEntry[]>(`${base}/patronMessageResources.json`, [], true),
        getJson<MessageEntry[]>(`${base}/sponserMessageResources.json`, [], true),
        getJson<ValidationRuleSet[]>(`${base}/validationRules.json`, [], false),
      ]);
      const [creditCards, gallery] = await Promise.all([
        getJson<CreditCardIcon[]>(`${base}/CreditCardConfig.json`, [], true),
        getJson<GalleryItem[]>(`${base}/GalleryConfig.json`, [], true),
      ]);
      current = { parameters, messages, patronMessages, sponsorMessages, validationRules, creditCards, gallery };
      failed = false;
    } catch {
      failed = true;
      loading = null;
    }
    return current;
  })();
  return loading;
}

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
  return current.parameters.find((p) => p.groupName === groupName && p.configName === configName)?.configValue;
}

export function configNumber(groupName: string, configName: string, fallback: number): number {
  const raw = configValue(groupName, configName);
  const n = raw === undefined ? NaN : Number(raw);
  return Number.isFinite(n) ? n : fallback;
}

/** Fill {0}, {1}, ... placeholders. */
export function formatTemplate(template: string, args: ReadonlyArray<string | number> = []): string {
  return template.replace(/\{(\d+)\}/g, (whole, i: string) => {
    const v = args[Number(i)];
    return v === undefined ? whole : String(v);
  });
}

/** Message text for a RESPONSE_MSG code, or undefined when the code is unknown. */
export function messageText(code: string | number, args: ReadonlyArray<string | number> = []): string | undefined {
  const key = String(code);
  const entry =
    current.messages.find((m) => m.msgCode === key) ??
    current.patronMessages.find((m) => m.msgCode === key) ??
    current.sponsorMessages.find((m) => m.msgCode === key);
  return entry ? formatTemplate(entry.msgValue, args) : undefined;
}

/** Role-specific text, e.g. the ride-sponsor warning by warningCode. */
export function roleMessage(role: 'patron' | 'sponsor', type: string, code: string): string | undefined {
  const list = role === 'patron' ? current.patronMessages : current.sponsorMessages;
  return list.find((m) => m.type === type && m.msgCode === code)?.msgValue;
}
