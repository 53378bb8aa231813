import { paths } from '@/config/paths';
import type { ScreenCopy } from '../schema';

/** /transcribe: the password-gated transcription tool. */
export const transcribeScreen: ScreenCopy = {
  meta: {
    title: 'Transcription: Audio to Speaker-Labelled Text',
    description:
      'Upload audio or video up to 500MB, or give an audio URL, and get a speaker-labelled transcript with timestamps. Copy it or download .txt, .srt or .vtt.',
    path: paths.transcribe,
    keywords: ['transcription', 'speaker labels', 'audio to text', 'subtitles'],
  },
  title: 'Transcription',
  intro:
    'Upload audio or video up to 500MB, or point at an audio URL, and get back who said what and when. Useful for checking what a speaker actually said before you quote them, which is more than most commentators manage.',
};
