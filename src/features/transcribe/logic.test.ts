import { describe, expect, it } from 'vitest';
import {
  exportFileName,
  formatBytes,
  fileProblem,
  formatLine,
  formatTimestamp,
  httpErrorMessage,
  toSrt,
  toVtt,
  transcriptText,
  uploadOutcome,
} from './logic';
import { MAX_UPLOAD_BYTES, TRANSCRIBE_MESSAGES, type Utterance } from '@/contract/transcripts';

const utterances: Utterance[] = [
  { start: 0, end: 4200, speaker: 'A', text: 'Good evening.' },
  { start: 4200, speaker: 'B', text: 'Is it? <Citation needed> & all that.' },
  { start: 75_500, end: 80_000, speaker: null, text: 'Who said that?' },
];

describe('transcript lines', () => {
  it('formats [MM:SS] from milliseconds, minutes running past 59', () => {
    expect(formatTimestamp(0)).toBe('00:00');
    expect(formatTimestamp(999)).toBe('00:00');
    expect(formatTimestamp(61_000)).toBe('01:01');
    expect(formatTimestamp(75 * 60_000 + 3000)).toBe('75:03');
    expect(formatTimestamp(-5)).toBe('00:00');
  });

  it('writes "[MM:SS] Speaker {label}: {text}", "Unknown Speaker" without a label', () => {
    expect(formatLine(utterances[0]!)).toBe('[00:00] Speaker A: Good evening.');
    expect(formatLine(utterances[2]!)).toBe('[01:15] Unknown Speaker: Who said that?');
    expect(formatLine({ start: 1000, speaker: '  ', text: 'x' })).toBe('[00:01] Unknown Speaker: x');
    expect(transcriptText(utterances).split('\n')).toHaveLength(3);
  });
});

describe('exports', () => {
  it('writes SubRip with numbered cues, comma milliseconds and the next start as a missing end', () => {
    expect(toSrt(utterances)).toBe(
      [
        '1\n00:00:00,000 --> 00:00:04,200\nSpeaker A: Good evening.\n',
        '2\n00:00:04,200 --> 00:01:15,500\nSpeaker B: Is it? <Citation needed> & all that.\n',
        '3\n00:01:15,500 --> 00:01:20,000\nUnknown Speaker: Who said that?\n',
      ].join('\n'),
    );
  });

  it('writes WebVTT with voice tags and escaped text', () => {
    const vtt = toVtt(utterances);
    expect(vtt.startsWith('WEBVTT\n\n00:00:00.000 --> 00:00:04.200\n<v Speaker A>Good evening.\n')).toBe(true);
    expect(vtt).toContain('<v Speaker B>Is it? &lt;Citation needed&gt; &amp; all that.');
    expect(vtt).toContain('00:01:15.500 --> 00:01:20.000');
  });

  it('names downloads after the file, never after a path or a bare URL', () => {
    expect(exportFileName('interview final.mp3', 'srt')).toBe('interview-final-transcript.srt');
    expect(exportFileName('https://example.com/audio/talk.wav?x=1', 'vtt')).toBe('talk-transcript.vtt');
    expect(exportFileName(null, 'txt')).toBe('transcript.txt');
    expect(exportFileName('https://', 'txt')).toBe('transcript.txt');
  });
});

describe('upload rules', () => {
  it('accepts audio and video up to 500 MB, and nothing else', () => {
    expect(fileProblem({ type: 'audio/mpeg', size: 1 })).toBeNull();
    expect(fileProblem({ type: 'video/mp4', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(fileProblem({ type: 'video/mp4', size: MAX_UPLOAD_BYTES + 1 })).toBe('File size must be less than 500MB');
    expect(fileProblem({ type: 'text/plain', size: 1 })).toBe('Please upload an audio or video file');
    expect(fileProblem({ type: '', size: 1 })).toBe('Please upload an audio or video file');
    expect(fileProblem({ type: 'application/audio', size: 1 })).toBe('Please upload an audio or video file');
  });

  it('reads the upload answer', () => {
    expect(uploadOutcome(200, { fileUrl: 'https://x/y' })).toEqual({ fileUrl: 'https://x/y' });
    expect(uploadOutcome(200, { url: 'x' })).toEqual({ error: TRANSCRIBE_MESSAGES.invalidResponse });
    expect(uploadOutcome(200, null)).toEqual({ error: 'Invalid response format' });
    expect(uploadOutcome(500, { error: 'boom' })).toEqual({ error: 'Upload failed' });
    expect(uploadOutcome(401, {})).toEqual({ error: 'Invalid password', relock: true });
    expect(uploadOutcome(413, {})).toEqual({ error: TRANSCRIBE_MESSAGES.tooLarge });
  });

  it('shows the provider error text, else HTTP Error: status text', () => {
    expect(httpErrorMessage(502, 'Bad Gateway', { error: 'Download error, unable to download x' })).toBe('Download error, unable to download x');
    expect(httpErrorMessage(502, 'Bad Gateway', { error: '  ' })).toBe('HTTP Error: 502 Bad Gateway');
    expect(httpErrorMessage(504, 'Gateway Timeout', null)).toBe('HTTP Error: 504 Gateway Timeout');
  });
});

describe('formatBytes', () => {
  it('reads bytes, kilobytes and megabytes, counted in 1024s as the limit is', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(500 * 1024 * 1024)).toBe('500.0 MB');
  });
});
