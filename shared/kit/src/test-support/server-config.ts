// The API's own configuration files (validation rules, messages, parameters) in the config
// store, for component tests that check the texts and rules a rider really sees.
import fs from 'node:fs';
import path from 'node:path';
import { setConfig } from '@qcard/runtime/config/config-store';

const configDir = path.resolve(__dirname, '../../../../api/config');

function readJson(name: string): never {
  return JSON.parse(fs.readFileSync(path.join(configDir, name), 'utf8')) as never;
}

export function loadServerConfig(): void {
  setConfig({
    validationRules: readJson('validationRules.json'),
    messages: readJson('messageResources.json'),
    parameters: readJson('configParameters.json'),
  });
}
