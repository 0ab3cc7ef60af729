// /user-feedback (public): subject (required), name, e-mail, phone (+1 ### ### ####), comments
// (required, 5 rows) and captcha. BACK goes to /; SUBMIT is enabled when the form is valid.
import { Form } from 'react-final-form';
import { useNavigate } from '@qcard/runtime/navigation/router';
import { useDispatch } from 'react-redux';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { EmailField, PhoneField, TextAreaField, TextField } from '@qcard/kit/forms/text-fields';
import { SubmitButton } from '@qcard/kit/forms/submit-button';
import { FormActions } from '@qcard/kit/ui/form-actions';
import { PageHeader } from '@qcard/kit/ui/page-header';
import { CaptchaField } from '@qcard/runtime/ui/captcha-field';
import { useScreenValidation } from '@qcard/kit/validation/use-screen-validation';
import { submitThroughSaga } from '@qcard/kit/store/form-submission';
import { FEEDBACK_SUBMITTED, feedbackSaga, type FeedbackValues } from '../store/feedback-saga';
import '../../../app/pages.css';
import { paintedFormAction } from '@qcard/kit/forms/painted-form-action';

export function feedbackBlockedReason(
  values: FeedbackValues,
  errors: Record<string, unknown>,
  t: (key: string) => string,
): string {
  const fieldErrors = Object.keys(errors).filter((k) => k !== 'captcha');
  if (fieldErrors.length > 0) {
    if (!values.subject || !values.comments) return t('feedback.reason.required');
    return t('feedback.reason.fix');
  }
  if (!values.captcha) return t('feedback.reason.captcha');
  return '';
}

export function FeedbackPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  const validate = useScreenValidation({
    screen: 'feedback_form',
    trim: ['subject', 'name', 'email', 'comments'],
  });
  return (
    <section className="qc-card auth-page">
      <PageHeader title={t('feedback.title')} description={t('feedback.description')} />
      <Form<FeedbackValues>
        validate={validate}
        onSubmit={async (values, form) => {
          const outcome = await submitThroughSaga(dispatch, FEEDBACK_SUBMITTED, values);
          if (outcome.ok) {
            // The thank-you message shows above the page: move there; the form is ready for another message.
            setTimeout(() => form.restart(), 0);
            document.getElementById('main')?.focus();
          } else {
            form.change('captcha', undefined);
          }
        }}
        render={({ handleSubmit, values, errors }) => (
          <form
            action={paintedFormAction}
            onSubmit={handleSubmit}
            noValidate
            className="qc-stack"
            aria-label={t('feedback.form')}
          >
            <TextField name="subject" label={t('feedback.subject')} required maxLength={100} />
            <TextField name="name" label={t('feedback.name')} maxLength={100} autoComplete="name" />
            <EmailField name="email" label={t('feedback.email')} maxLength={100} trim />
            <PhoneField name="phonenumber" label={t('feedback.phone')} />
            <TextAreaField
              name="comments"
              label={t('feedback.comments')}
              required
              rows={5}
              maxLength={2000}
            />
            <CaptchaField />
            <FormActions
              className="auth-actions"
              reasonId="feedback-reason"
              reasonClassName="auth-reason"
              reason={feedbackBlockedReason(values, errors ?? {}, t)}
            >
              <button
                type="button"
                className="qc-btn qc-btn--secondary"
                onClick={() => navigate('/')}
              >
                {t('action.back')}
              </button>
              <SubmitButton blocked={!values.captcha} aria-describedby="feedback-reason">
                {t('feedback.submit')}
              </SubmitButton>
            </FormActions>
          </form>
        )}
      />
    </section>
  );
}

export default FeedbackPage;
/** Started on the remote's store when this module arrives (defineRemote). */
export const sagas = [feedbackSaga];
