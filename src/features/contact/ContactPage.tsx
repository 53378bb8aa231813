import { Box, Link, Typography } from '@mui/material';
import emailjs from '@emailjs/browser';
import { rootReducer } from '@/app/rootReducer';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/hooks';
import { Seo } from '@/components/layout/Seo';
import { paths, SOCIAL_PROFILE_URL } from '@/config/paths';
import { BotCheck } from './components/BotCheck';
import { ContactForm } from './components/ContactForm';
import { emailConfig } from './config';
import {
  anotherMessageRequested,
  botCheckLost,
  botCheckSolved,
  contactSlice,
  fieldChanged,
  sendFailed,
  sendStarted,
  sendSucceeded,
  validationFailed,
} from './contactSlice';
import { fieldErrors, messages, templateParams, type FieldErrors } from './logic';

const injected = contactSlice.injectInto(rootReducer);
const sel = injected.selectors;

/** /contact: the contact form, sent through the email service. */
export default function ContactPage() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const status = useAppSelector(sel.selectStatus);
  const values = useAppSelector(sel.selectValues);
  const errors = useAppSelector(sel.selectFieldErrors);
  const botCheck = useAppSelector(sel.selectBotCheck);
  const round = useAppSelector(sel.selectBotCheckRound);
  const error = useAppSelector(sel.selectError);

  /** Validates at once (returning the field problems for focus), then sends in the background. */
  const submit = (): FieldErrors => {
    const state = injected.selectSlice(store.getState());
    if (state.status === 'sending') return {};
    const problems = fieldErrors(state.values);
    const missingBotCheck = !state.botCheck;
    if (Object.keys(problems).length || missingBotCheck) {
      dispatch(validationFailed({ fieldErrors: problems, error: missingBotCheck ? messages.botCheckMissing : null }));
      return problems;
    }
    dispatch(sendStarted());
    void send(templateParams(state.values, state.botCheck!));
    return {};
  };

  const send = async (params: ReturnType<typeof templateParams>) => {
    try {
      emailjs.init({ publicKey: emailConfig.publicKey, origin: emailConfig.origin || window.location.origin });
      await emailjs.send(emailConfig.serviceId, emailConfig.templateId, params);
      dispatch(sendSucceeded());
    } catch (err) {
      // The failure is shown and logged; what the visitor typed stays.
      console.error('[contact] Failed to send the message:', err);
      dispatch(sendFailed(messages.sendFailed));
    }
  };

  return (
    <Box sx={{ maxWidth: 720 }}>
      <Seo
        meta={{
          title: 'Contact',
          description: 'Write to Sophist: corrections, questions, and fallacies you caught us committing. A human reads every message.',
          path: paths.contact,
        }}
      />
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        Contact
      </Typography>
      <Typography sx={{ mb: 4, color: 'text.secondary' }}>
        Corrections, questions, a fallacy you caught us committing: write. Flattery is accepted but not required. If the
        form lets you down, try us on{' '}
        <Link href={SOCIAL_PROFILE_URL} rel="me noopener" underline="always">
          Mastodon
        </Link>
        .
      </Typography>
      <ContactForm
        values={values}
        fieldErrors={errors}
        status={status}
        error={error}
        botCheckDone={Boolean(botCheck)}
        botCheck={
          <BotCheck
            key={round}
            challengeUrl={emailConfig.challengeUrl}
            onSolved={(payload) => dispatch(botCheckSolved(payload))}
            onLost={() => dispatch(botCheckLost())}
          />
        }
        onFieldChange={(field, value) => dispatch(fieldChanged({ field, value }))}
        onSubmit={submit}
        onSendAnother={() => dispatch(anotherMessageRequested())}
      />
    </Box>
  );
}
