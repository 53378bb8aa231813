/**
 * The dashboard's hard-coded sample data: nothing here is real, and the page
 * says so. Kept in one place so the page and its stories show the same made-up numbers.
 */
export interface SampleStat {
  label: string;
  value: string;
  /** A line of commentary under the number. */
  note: string;
}

export type VideoStatus = 'published' | 'processing' | 'draft';

export interface SampleVideo {
  id: string;
  title: string;
  /** ISO date of upload. */
  uploadedAt: string;
  /** Running time as m:ss. */
  duration: string;
  views: number;
  fallaciesFlagged: number;
  status: VideoStatus;
}

export const SAMPLE_STATS: readonly SampleStat[] = [
  { label: 'Videos uploaded', value: '12', note: 'Quality over quantity, allegedly.' },
  { label: 'Total views', value: '48,213', note: 'Some of them were not your mum.' },
  { label: 'Fallacies flagged', value: '137', note: 'Mostly in the comments.' },
  { label: 'Average watch time', value: '4:12', note: 'Longer than most arguments last.' },
];

export const SAMPLE_VIDEOS: readonly SampleVideo[] = [
  {
    id: 'vid-1',
    title: 'Spot the Straw Man: A Family Dinner, Annotated',
    uploadedAt: '2024-11-18',
    duration: '12:40',
    views: 18_204,
    fallaciesFlagged: 41,
    status: 'published',
  },
  {
    id: 'vid-2',
    title: 'Why "Everyone Knows" Is Not a Source',
    uploadedAt: '2024-10-02',
    duration: '8:05',
    views: 11_730,
    fallaciesFlagged: 23,
    status: 'published',
  },
  {
    id: 'vid-3',
    title: 'Slippery Slopes and the Biscuit Tin Incident',
    uploadedAt: '2024-12-01',
    duration: '6:58',
    views: 9_412,
    fallaciesFlagged: 17,
    status: 'published',
  },
  {
    id: 'vid-4',
    title: 'Ad Hominem, But Make It Polite',
    uploadedAt: '2024-12-20',
    duration: '10:21',
    views: 0,
    fallaciesFlagged: 0,
    status: 'processing',
  },
  {
    id: 'vid-5',
    title: 'Untitled Rant About Horoscopes (Part 3)',
    uploadedAt: '2024-12-22',
    duration: '3:33',
    views: 0,
    fallaciesFlagged: 0,
    status: 'draft',
  },
];

/** The upload page claims 2 GB; nothing checks it. */
export const UPLOAD_CLAIM = 'MP4, MOV, AVI or WebM, up to 2GB';
