import { useId, useState } from 'react';
import { useTranslation } from '@qcard/shared/i18n/react-i18n';

export interface Question {
  key: string;
}

/** The five topics of SPEC section 1, with the facts of SPEC section 9. */
export const QUESTIONS: Question[] = [
  { key: 'reload' },
  { key: 'payment' },
  { key: 'funds' },
  { key: 'password' },
  { key: 'discount' },
];

/** The common-questions accordion: one button per question, panels open independently. */
export function CommonQuestions() {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const baseId = useId();
  return (
    <section className="auth-faq qc-card" aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`}>{t('faq.title')}</h2>
      <ul className="auth-faq__list">
        {QUESTIONS.map((q) => {
          const expanded = Boolean(open[q.key]);
          const panelId = `${baseId}-${q.key}`;
          return (
            <li key={q.key} className="auth-faq__item">
              <h3 className="auth-faq__question">
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpen((o) => ({ ...o, [q.key]: !expanded }))}
                >
                  <span>{t(`faq.${q.key}.q`)}</span>
                  <span aria-hidden="true" className="auth-faq__chevron">
                    {/* eslint-disable-next-line i18next/no-literal-string -- open/closed sign, hidden from screen readers (aria-expanded says it) */}
                    {expanded ? '−' : '+'}
                  </span>
                </button>
              </h3>
              <div id={panelId} role="region" aria-label={t(`faq.${q.key}.q`)} hidden={!expanded} className="auth-faq__answer">
                {t(`faq.${q.key}.a`)
                  .split('\n')
                  .map((line) => (
                    <p key={line}>{line}</p>
                  ))}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
