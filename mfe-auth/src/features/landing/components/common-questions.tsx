import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { useElementId } from '@qcard/runtime/ui/element-ids';

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
 * The common-questions accordion: one disclosure per question, answers open independently. Native
 * <details>: a question opens on the painted page before any script, and stays open when the app
 * hydrates the page (the browser, not React, keeps whether it is open).
 */
export function CommonQuestions() {
  const { t } = useTranslation('auth');
  const titleId = useElementId('auth-faq', 'title');
  return (
    <section className="auth-faq qc-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('faq.title')}</h2>
      <ul className="auth-faq__list">
        {QUESTIONS.map((q) => (
          <li key={q.key} className="auth-faq__item">
            {/* Opened before the app started, it holds an `open` the page did not render. */}
            <details suppressHydrationWarning>
              <summary className="auth-faq__question">
                <span>{t(`faq.${q.key}.q`)}</span>
                <span aria-hidden="true" className="auth-faq__chevron" />
              </summary>
              <div role="region" aria-label={t(`faq.${q.key}.q`)} className="auth-faq__answer">
                {t(`faq.${q.key}.a`)
                  .split('\n')
                  .map((line) => (
                    <p key={line}>{line}</p>
                  ))}
              </div>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
