import type { Article } from '../schema';

const article: Article = {
  id: 'terms',
  family: 'legal',
  path: '/terms',
  title: 'Terms of Service',
  subtitle: 'Last updated: December 2024. The rules of the house, written to be read rather than survived.',
  description:
    'The terms for using Sophist: educational content only, fair use of the contact form and tools, your uploads, our limits, and Delaware law.',
  datePublished: '2024-12-01',
  keywords: ['terms of service', 'Sophist', 'acceptable use', 'user submissions', 'transcription tool', 'Delaware law'],
  back: { to: '/', label: 'Back to Home' },
  blocks: [
    {
      type: 'p',
      text: "By using Sophist you agree to these terms. They are written plainly, so that you know what you are agreeing to. \"We\" and \"us\" means Sophist and the people who run it; \"you\" means anyone using the site.",
    },
    { type: 'h2', text: 'What this site is' },
    {
      type: 'p',
      text: 'Sophist is an educational website about rhetoric, logical fallacies, persuasion and critical thinking. It offers articles, games and a few tools, free of charge. It is written in a sarcastic voice, and the sarcasm is aimed at bad arguments, never at you.',
    },
    { type: 'h2', text: 'Educational content, not professional advice' },
    {
      type: 'p',
      text: "Everything here is for education and, we hope, entertainment. None of it is legal, medical, financial or any other professional advice. Examples on this site, including the ones about health, money or law, are invented to illustrate how arguments work, not to tell you what to do about your health, your money or your lawsuit. For decisions that matter, consult a qualified professional. Then, naturally, ask them what would change their mind.",
    },
    {
      type: 'p',
      text: 'We work hard to get things right and correct mistakes when we find them, but we do not promise that every page is complete, current or error-free. If you spot an error, tell us through the contact page.',
    },
    { type: 'h2', text: 'Acceptable use' },
    {
      type: 'p',
      text: 'Use the site for what it is for. In particular, you agree not to:',
    },
    {
      type: 'list',
      items: [
        'Abuse the contact form: no spam, bulk or automated messages, no harassment or threats, no malware or phishing links, and no attempts to get around the bot check.',
        'Attack the service: no hacking, probing for vulnerabilities without permission, overloading the servers or interfering with other visitors.',
        'Try to get into areas you are not entitled to, such as the admin pages or the transcription tool without the password you were given.',
        'Use the site or its tools for anything unlawful, or to violate anyone else\'s rights.',
        'Use the techniques explained on the dark arts pages on real people. Those pages exist so you can recognise manipulation, not so you can practise it.',
      ],
    },
    {
      type: 'p',
      text: 'We may block access for anyone who breaks these rules, and we may report unlawful activity to the relevant authorities.',
    },
    { type: 'h2', text: 'What you send us' },
    {
      type: 'p',
      text: "Messages you send through the contact form remain yours. By sending one, you let us store it, read it and reply to it, and you confirm that it does not infringe anyone's rights or break the law. We will not publish anything you send us without asking you first. What we do with the personal data in your messages is described in the privacy policy, which forms part of these terms. In short: we keep it to answer you, and we do not sell it.",
    },
    { type: 'h2', text: 'The transcription tool' },
    {
      type: 'p',
      text: 'The transcription tool is available to people who have been given its password. If you use it, you agree that:',
    },
    {
      type: 'list',
      items: [
        'You have the right to upload the audio or video, or to share the link to it. That means you made it or own it, or you have the permission of whoever does.',
        'The recording was made lawfully. In many places, recording a conversation requires the consent of the people in it. Getting that consent is your responsibility, not ours.',
        'Files are processed by our backend and a speech-to-text provider solely to produce your transcript, as described in the privacy policy.',
        'Transcripts are produced by software. They can contain mistakes, mislabelled speakers and words nobody said. Check anything important against the recording.',
        'You keep the password to yourself. It is shared with you, not with everyone you know.',
      ],
    },
    { type: 'h2', text: 'Games are for fun' },
    {
      type: 'p',
      text: 'The games and exercises are there to help you practise. Scores, streaks and levels have no value outside this site, cannot be exchanged for anything and prove nothing about anyone\'s intelligence, including your uncle\'s. Game progress lives in your browser, so clearing your browser data resets it, and we cannot restore it.',
    },
    { type: 'h2', text: 'Our content' },
    {
      type: 'p',
      text: 'The writing, games and design on this site are original and belong to Sophist. You are welcome to link to any page and to quote short passages for discussion, teaching or criticism, with credit. Copying whole articles or republishing the site is not allowed without our permission.',
    },
    { type: 'h2', text: 'Availability and changes to the service' },
    {
      type: 'p',
      text: 'We may change, pause or remove any part of the site, including the tools and games, at any time and without notice. Pages marked as coming soon describe plans, not promises.',
    },
    { type: 'h2', text: 'Liability' },
    {
      type: 'p',
      text: 'The site is provided free of charge and "as is", without warranties of any kind, express or implied, including fitness for a particular purpose. To the fullest extent the law allows, we are not liable for any indirect, incidental, special or consequential loss arising from your use of the site, or for decisions you make based on its content. Nothing in these terms limits any liability that cannot lawfully be limited.',
    },
    {
      type: 'p',
      text: 'You agree to take responsibility for what you upload and send, and to cover our reasonable costs if a claim is brought against us because you broke these terms or someone else\'s rights.',
    },
    { type: 'h2', text: 'Governing law' },
    {
      type: 'p',
      text: 'These terms are governed by the laws of the State of Delaware, United States, without regard to its conflict-of-law rules. If you live somewhere that gives you consumer protections these terms cannot override, you keep them. If any part of these terms turns out to be unenforceable, the rest still applies.',
    },
    { type: 'h2', text: 'Changes to these terms' },
    {
      type: 'p',
      text: 'We may update these terms. When we do, the date at the top changes, and continuing to use the site after that means you accept the new version. We will not use a change to do anything the privacy policy rules out, such as selling your personal data.',
    },
    { type: 'h2', text: 'Contact' },
    {
      type: 'p',
      text: 'Questions about these terms go through the contact page. We read everything, including the messages that begin "Well, actually". Especially those.',
    },
  ],
};

export default article;
