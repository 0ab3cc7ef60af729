// The JSON configuration in api/config/, loaded once at start. The browser gets the same
// files (static routes); the API uses them for message texts, validation rules and bounds.
import fs from 'node:fs';
import path from 'node:path';
import type { ConfigEntry, MessageEntry, ValidationRuleSet } from '@qcard/shared/contracts/domain';

export const CONFIG_FILES = [
  'configParameters.json',
  'messageResources.json',
  'patronMessageResources.json',
  'sponserMessageResources.json',
  'validationRules.json',
  'CreditCardConfig.json',
  'GalleryConfig.json',
] as const;

export type ConfigFileName = (typeof CONFIG_FILES)[number];

export interface AppConfig {
  dir: string;
  /** Raw text of each file, served as is. */
  files: Record<ConfigFileName, string>;
  parameters: ConfigEntry[];
  messages: MessageEntry[];
  validation: ValidationRuleSet[];
  /** Configuration value by group and name, e.g. param('Subscription_Config', 'Minimum_Threshold_Amount'). */
  param(groupName: string, configName: string): string | undefined;
  numberParam(groupName: string, configName: string, fallback: number): number;
  /** Message text for a code with {0}, {1}... replaced. */
  message(code: string, params?: Array<string | number>): string;
  rulesFor(screen: string): ValidationRuleSet | undefined;
}

export function formatMessage(template: string, params: Array<string | number> = []): string {
  return template.replace(/\{(\d+)\}/g, (m, i: string) => {
    const v = params[Number(i)];
    return v === undefined ? m : String(v);
  });
}

export function loadAppConfig(dir: string): AppConfig {
  const files = {} as Record<ConfigFileName, string>;
  for (const name of CONFIG_FILES) {
    const file = path.join(dir, name);
    const text = fs.readFileSync(file, 'utf8');
    try {
      JSON.parse(text);
    } catch (e) {
      throw new Error(`Configuration file ${file} is not valid JSON: ${(e as Error).message}`);
    }
    files[name] = text;
  }
  const parameters = JSON.parse(files['configParameters.json']) as ConfigEntry[];
  const messages = JSON.parse(files['messageResources.json']) as MessageEntry[];
  const validation = JSON.parse(files['validationRules.json']) as ValidationRuleSet[];
  const byCode = new Map(messages.filter((m) => m.type === 'RESPONSE_MSG').map((m) => [String(m.msgCode), m.msgValue]));
  const params = new Map(parameters.map((p) => [`${p.groupName}/${p.configName}`, p.configValue]));
  const screens = new Map(validation.map((v) => [v.screen, v]));
  return {
    dir,
    files,
    parameters,
    messages,
    validation,
    param: (g, n) => params.get(`${g}/${n}`),
    numberParam(g, n, fallback) {
      const v = Number(params.get(`${g}/${n}`));
      return Number.isFinite(v) ? v : fallback;
    },
    message(code, p) {
      const t = byCode.get(String(code)) ?? byCode.get('475') ?? 'Unexpected Error Occured.';
      return formatMessage(t, p);
    },
    rulesFor: (screen) => screens.get(screen),
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
