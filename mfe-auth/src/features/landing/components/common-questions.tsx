import { useId, useLayoutEffect, useState } from 'react';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { takeExpandedBeforeStart } from '@qcard/runtime/forms/typed-before-start';

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

/**
 * The common-questions accordion: one button per question, panels open independently. Painted,
 * its buttons already open their answers (the page's inline script, `data-disclosure`); the answers
 * a visitor opened there stay open when this live copy takes their place.
 */
export function CommonQuestions() {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const baseId = useId();
  useLayoutEffect(() => {
    const opened = QUESTIONS.filter((q) => takeExpandedBeforeStart(q.key)).map(
      (q) => [q.key, true] as const,
    );
    if (opened.length > 0) setOpen(Object.fromEntries(opened));
  }, []);
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
                  data-disclosure={q.key}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpen((o) => ({ ...o, [q.key]: !expanded }))}
                >
                  <span>{t(`faq.${q.key}.q`)}</span>
                  {/* Open or closed, drawn from aria-expanded (landing.css), so the painted copy's sign follows too. */}
                  <span aria-hidden="true" className="auth-faq__chevron" />
                </button>
              </h3>
              <div
                id={panelId}
                role="region"
                aria-label={t(`faq.${q.key}.q`)}
                hidden={!expanded}
                className="auth-faq__answer"
              >
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
