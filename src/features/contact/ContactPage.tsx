import { Box, Link, Typography } from '@mui/material';
import emailjs from '@emailjs/browser';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Seo } from '@/components/layout/Seo';
import { SOCIAL_PROFILE_URL } from '@/config/paths';
import { contactScreen } from '@/content/pages/contact';
import { BotCheck } from './components/BotCheck';
import { ContactForm } from './components/ContactForm';
import { emailConfig } from './config';
import { contactActions, contactSelectors } from './contactSlice';
import { messages, templateParams } from './logic';
import type { ContactFields } from '@/contract/contact';
import type { SubmitResult } from '@/lib/form/useCheckedForm';


/** /contact: the contact form, sent through the email service. */
export default function ContactPage() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(contactSelectors.selectStatus);
  const botCheck = useAppSelector(contactSelectors.selectBotCheck);
  const round = useAppSelector(contactSelectors.selectBotCheckRound);
  const error = useAppSelector(contactSelectors.selectError);

  /** The form has checked the fields and seen the bot check solved; this sends them. */
  const send = async (fields: ContactFields): Promise<SubmitResult> => {
    if (!botCheck) return { ok: false };
    dispatch(contactActions.sendStarted());
    try {
      emailjs.init({ publicKey: emailConfig.publicKey, origin: emailConfig.origin || window.location.origin });
      await emailjs.send(emailConfig.serviceId, emailConfig.templateId, templateParams(fields, botCheck));
      dispatch(contactActions.sendSucceeded());
      return { ok: true };
    } catch (err) {
      // The failure is shown and logged; what the visitor typed stays.
      console.error('[contact] Failed to send the message:', err);
      dispatch(contactActions.sendFailed(messages.sendFailed));
      return { ok: false };
    }
  };

  return (
    <Box sx={{ maxWidth: 720 }}>
      <Seo meta={contactScreen.meta} />
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        {contactScreen.title}
      </Typography>
      <Typography sx={{ mb: 4, color: 'text.secondary' }}>
        {contactScreen.intro.before}
        <Link href={SOCIAL_PROFILE_URL} rel="me noopener" underline="always">
          {contactScreen.intro.link}
        </Link>
        {contactScreen.intro.after}
      </Typography>
      <ContactForm
        status={status}
        error={error}
        botCheckDone={Boolean(botCheck)}
        botCheck={
          <BotCheck
            key={round}
            challengeUrl={emailConfig.challengeUrl}
            onSolved={(payload) => dispatch(contactActions.botCheckSolved(payload))}
            onLost={() => dispatch(contactActions.botCheckLost())}
          />
        }
        onSubmit={send}
        onSendAnother={() => dispatch(contactActions.anotherMessageRequested())}
      />
    </Box>
  );
}
