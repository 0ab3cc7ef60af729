// A component's view of a config file only some pages use: read when the component first shows,
// and shown again once it is here (or, after a language switch, in the new language).
import { useEffect, useState } from 'react';
import {
  getConfig,
  loadConfigPart,
  type ConfigPart,
  type PortalConfig,
} from '@qcard/runtime/config/config-store';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';

export function useConfigPart<P extends ConfigPart>(part: P): PortalConfig[P] {
  const { i18n } = useTranslation('common');
  const language = i18n.language;
  const [items, setItems] = useState<PortalConfig[P]>(() => getConfig()[part]);
  useEffect(() => {
    let live = true;
    void loadConfigPart(part).then((loaded) => {
      if (live) setItems(loaded);
    });
    return () => {
      live = false;
    };
  }, [part, language]);
  return items;
}
