import type { Article } from '../schema';

const article: Article = {
  id: 'privacy-policy',
  family: 'legal',
  path: '/privacy-policy',
  title: 'Privacy Policy',
  subtitle: 'Dated December 2024; the section on classes added in November 2026. What this site actually stores, where, and how to make it go away.',
  description:
    "Sophist's privacy policy: what stays in your browser, what reaches our backend, what we never do, and how to see, fix or delete your data.",
  datePublished: '2024-12-01',
  dateModified: '2026-11-27',
  keywords: ['privacy policy', 'Sophist', 'cookies', 'localStorage', 'data rights', 'personal data', 'classes', 'pupils'],
  back: { to: '/', label: 'Back to Home' },
  blocks: [
    {
      type: 'p',
      text: "Most privacy policies are written to be scrolled past. This one is short because the site keeps very little, and it describes what the site really does, not what a template imagines. \"We\" and \"us\" means Sophist and the people who run it.",
    },
    {
      type: 'callout',
      title: 'The short version',
      text: 'No ads. No third-party trackers. No analytics services. We do not sell personal data, to anyone, at any price. Most of what this site remembers lives in your own browser, where you can delete it yourself.',
    },
    { type: 'h2', text: 'What stays in your browser' },
    {
      type: 'p',
      text: "The cookie banner uses the word \"cookies\" because everyone knows it. Technically, the site keeps its small notes in your browser's localStorage and sessionStorage. They stay on your device and are not sent to us.",
    },
    {
      type: 'list',
      items: [
        'Your cookie choice: whether you pressed Accept or Decline, and when, so the banner stops asking.',
        'Game progress and settings: progress and saved games in the argument game, a few play counters the game keeps for itself (never sent anywhere), and your timer setting for timed games (normal, double time or off).',
        'Transcription unlock: when you enter the right password for the transcription tool, sessionStorage keeps it for that browser tab, because every request the tool makes has to carry it. It disappears when the tab closes.',
        'Your sign-in profile: if you sign in with Google, your browser keeps the basic profile Google shares, namely an account identifier, your name, your email address and your picture, plus the time you signed in. Signing out removes it.',
        'Admin token: site administrators who log in get a token kept in their browser under the name adminToken. If you are not an administrator, you will never have one.',
      ],
    },
    { type: 'h2', text: 'What reaches our backend' },
    {
      type: 'p',
      text: 'A few features only work by sending something to the server that runs this site. Here is each of them.',
    },
    {
      type: 'list',
      items: [
        'Contact messages: where the name, email address and message you send through the contact page go depends on how this site is set up. By default they go to our backend, which stores them so they do not get lost, along with the answer to the bot check, which only confirms that a human sent them. Where the site is set up to deliver messages through the EmailJS email service instead, your browser sends them, with the bot-check answer, straight to EmailJS, which passes them on to us by email and handles them under its own privacy policy; our backend then never sees your message. Either way, we use them to read your message and reply to it, nothing else.',
        'Transcription: files you upload to the transcription tool go to our backend and, from there, to a speech-to-text provider that turns the audio into a transcript. If you paste an audio link instead, that link is passed to the provider, which fetches the audio itself. The transcript comes back to your screen. Files and transcripts are used only to produce your transcript, and the provider handles them under its own terms.',
        'Signing in: when you sign in with Google, our backend exchanges the one-time code Google returns for an access token so your browser can fetch your basic profile. We do not build an account or a profile of you on our servers.',
        'Classes: if a teacher makes a class or a pupil joins one, the class and its results are kept on our backend. The section on classes below says exactly what, who sees it and when it goes.',
      ],
    },
    {
      type: 'p',
      text: "Like any web server, ours sees your IP address and basic browser details when it answers a request. That is how the internet delivers pages. We do not use them to identify or profile you. The only thing we do with your IP address is count, in memory and for one minute, how many messages, wrong passwords, new classes or class joins come from it, so that nobody can flood the contact form, guess the transcription password or guess class codes. It is never stored with a message or a class.",
    },
    { type: 'h2', text: 'Classes' },
    {
      type: 'p',
      text: 'A teacher can make a class on Sophist, and pupils can join it with a code, so the teacher can see how the class is getting on. Most pupils are children, so this part of the site is built to hold as little as possible, and this section says plainly what that is. It is written for teachers, parents and pupils alike.',
    },
    { type: 'h3', text: 'What a class stores' },
    {
      type: 'list',
      items: [
        'The class: the name the teacher gives it (such as "Year 9 English, set 2"), its code, and when it was made and last used. Nothing about the teacher: no name, no email address, no school.',
        'Each pupil: the nickname they chose and when they joined.',
        'Each pupil\'s results, while they are in the class: the scores of the Discernment Checks they take (how well they told sound arguments from fallacious ones, which fallacies they missed or saw where there were none, and which fallacy they took for which), and a summary of each practice round and review session (how many they answered, how many right, per fallacy).',
        'Never: real names, email addresses, what a pupil typed, their answer to each question, how long they took, their IP address or which device or browser they used.',
      ],
    },
    {
      type: 'p',
      text: 'We ask for no real names, from teachers or from pupils. A pupil makes up a nickname, and should choose one that is not their name and would not tell a stranger who they are. The teacher can work out who is who in their own room, which is the point; if the class\'s records were ever seen by anyone else, they would be a list of made-up names and scores.',
    },
    { type: 'h3', text: 'Who sees it' },
    {
      type: 'list',
      items: [
        'The teacher sees the class: every pupil\'s nickname and results. Opening it needs the teacher key, a secret link shown once when the class is made and kept in the teacher\'s browser. We keep only a scrambled fingerprint of the key, so even a copy of our files would not open a class. If the teacher loses the key, nobody can open the class again, us included.',
        'A pupil sees their own results, exactly as the teacher sees them, and nobody else\'s. Pupils cannot see each other.',
        'Nobody else. The people who run Sophist do not look at classes, except to put right a fault, and then only the records the fault concerns.',
      ],
    },
    {
      type: 'p',
      text: 'Nothing about a class goes to a third party. Classes use no outside service at all: no analytics, no advertising, no email, no sign-in provider. We do not use a class\'s results for anything but showing them to that class\'s teacher and pupils.',
    },
    { type: 'h3', text: 'How long it is kept, and why' },
    {
      type: 'p',
      text: 'A class is deleted automatically, with every pupil and every result in it, 30 days after it was last used: the last time a pupil joined or sent a result, or the teacher opened it. Thirty days is enough for everything the site supports, a check before, a few lessons, a check after and another a week or more later, and any use starts the 30 days again, so a class in use is never deleted from under a teacher, and a half-term break leaves room to spare. A class forgotten over the summer holiday is gone by September. Keeping children\'s results for longer would help nobody, and the law asks us to keep data no longer than the job needs.',
    },
    { type: 'h3', text: 'Leaving and deleting' },
    {
      type: 'list',
      items: [
        'A pupil can leave a class at any time, from the same browser they joined with. Leaving deletes their nickname and all their results straight away, not after 30 days; the teacher no longer sees them.',
        'A teacher can delete the class at any time from the class\'s page. The class, every pupil in it and all their results are deleted at once.',
        'Deleted means deleted: we keep no copy, and there is no way to bring a class back.',
      ],
    },
    { type: 'h2', text: 'What we never do' },
    {
      type: 'list',
      items: [
        'Sell, rent or trade personal data.',
        'Show advertising or load advertising or tracking scripts.',
        'Use third-party analytics, or sell analytics of any kind.',
        'Send your reading habits anywhere. Reading an article involves no one but you and the page.',
        'Fetch fonts from a third party. Our fonts are self-hosted, so no font request ever leaves this site.',
      ],
    },
    { type: 'h2', text: 'Other services involved' },
    {
      type: 'p',
      text: "Only three outside services ever touch your data, and each only when you use the feature concerned: Google, if you choose to sign in; the speech-to-text provider, if you use the transcription tool; and the bot check on the contact form. The social profile linked in the footer is another site with its own policy.",
    },
    { type: 'h2', text: 'Your rights, and how to use them' },
    {
      type: 'p',
      text: 'You have the right to access, update and delete your personal data, and to opt out of cookies. Here is how, in practice.',
    },
    {
      type: 'list',
      items: [
        'Access: everything in your browser is already yours to look at, through your browser\'s site settings or developer tools. For anything on our backend, such as a contact message, write to us through the contact page at /contact and we will tell you what we hold.',
        'Update: send us a message through /contact from the email address concerned and we will correct it.',
        'Delete: to remove everything this site keeps in your browser, clear the site data for this site in your browser settings. To remove a contact message or an uploaded file we still hold, ask through /contact and we will delete it.',
        'Opt out of cookies: press Decline on the banner. Since the site has no tracking or advertising storage, Decline does not switch anything off; it records your choice, and everything else the site stores exists only to make a feature you are using work. To make the banner ask again, clear the site data. If you block browser storage entirely, the site still works; it just forgets your games and settings.',
      ],
    },
    {
      type: 'p',
      text: 'We answer requests promptly and at most within 30 days. We may ask you to write from the email address concerned, so we do not hand your messages to an impostor.',
    },
    { type: 'h2', text: 'Children' },
    {
      type: 'p',
      text: 'The site is not aimed at children under 13, who should not send us personal information. The one part made for pupils is a class, which asks for no name or contact details at all (see Classes above). If you believe a child has sent us personal information, tell us and we will delete it.',
    },
    { type: 'h2', text: 'Security' },
    {
      type: 'p',
      text: 'We keep what we hold to a minimum, because data we never collected cannot leak. What we do hold is protected with reasonable care, but no system is perfectly secure, and we will not pretend otherwise.',
    },
    { type: 'h2', text: 'Changes and contact' },
    {
      type: 'p',
      text: 'If what the site stores changes, this page changes with it and the date at the top moves. Questions, requests or complaints go through the contact page. Yes, a real person reads them. Occasionally a sarcastic one.',
    },
  ],
};

export default article;
