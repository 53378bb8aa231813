import { Box, Typography } from '@mui/material';
import { Fragment, lazy, Suspense, type ReactNode } from 'react';
import { Island } from '@/components/islands/Island';
import { lessonAnchor } from './lessonAnchor';
import type { Block } from '@/content/schema';
import { headingIds } from './articleOutline';
import { DefenseBox } from './DefenseBox';
import { QuoteBlock } from './QuoteBlock';
import { QuoteControl } from './QuoteButton';
import { WorkedExample } from './WorkedExample';
import { printAs } from '@/theme/print';

// Two articles have a checklist: its form controls load with them, not with every article.
const Checklist = lazy(() => import('./Checklist').then((m) => ({ default: m.Checklist })));

/** Turns the first mention of a phrase in the prose into something else (e.g. a button). */
export interface InlineAction {
  phrase: string;
  render: (phrase: string) => ReactNode;
}

export interface ArticleBodyProps {
  /** The article as data: paragraphs, headings, lists, quotes and tables, in reading order. */
  blocks: Block[];
  /** A phrase in the text that becomes a control (e.g. a button that opens a biography), and how to draw it. */
  inlineAction?: InlineAction;
  /** The page to cite: gives each section (h2) a "Copy a quote" control under its heading. */
  quote?: { pageTitle: string; path: string };
}

/** Room under the sticky navigation bar when a heading is the target of an anchor link. */
const ANCHOR_OFFSET = 96;

function Paragraph({ text, inline }: { text: string; inline?: InlineAction }) {
  const at = inline ? text.indexOf(inline.phrase) : -1;
  if (!inline || at < 0) return <Typography sx={{ mb: 2.5 }}>{text}</Typography>;
  return (
    <Typography sx={{ mb: 2.5 }}>
      {text.slice(0, at)}
      {inline.render(inline.phrase)}
      {text.slice(at + inline.phrase.length)}
    </Typography>
  );
}

function renderBlock(block: Block, id: string | undefined, inline: InlineAction | undefined, quote: ArticleBodyProps['quote']): ReactNode {
  switch (block.type) {
    case 'h2':
      return (
        <>
          <Typography
            variant="h2"
            id={id}
            sx={{ fontSize: 'clamp(1.75rem, 3vw, 2.25rem)', mt: 6, mb: 2, scrollMarginTop: ANCHOR_OFFSET }}
          >
            {block.text}
          </Typography>
          {quote && id && <QuoteControl {...quote} heading={block.text} headingId={id} />}
        </>
      );
    case 'h3':
      return (
        <Typography variant="h3" id={id} sx={{ fontSize: '1.3rem', mt: 4, mb: 1.5, scrollMarginTop: ANCHOR_OFFSET }}>
          {block.text}
        </Typography>
      );
    case 'p':
      return <Paragraph text={block.text} inline={inline} />;
    case 'list':
      return (
        <Box
          component={block.ordered ? 'ol' : 'ul'}
          sx={{ pl: 3.5, mt: 0, mb: 3, '& > li': { mb: 1, pl: 0.5 }, '& > li::marker': { color: 'warning.main', fontWeight: 700 } }}
        >
          {block.items.map((item) => (
            <Typography component="li" key={item}>
              {item}
            </Typography>
          ))}
        </Box>
      );
    case 'quote':
      // The lessons' pull quote; an unattributed quote is simply the Sophist talking.
      return <QuoteBlock text={block.text} attribution={block.attribution ?? 'The Sophist'} />;
    case 'callout':
      return (
        <Box
          role="note"
          aria-label={block.title}
          {...printAs('board')}
          sx={{ my: 4, p: { xs: 2.5, sm: 3 }, borderRadius: 3, bgcolor: 'action.hover', border: 1, borderColor: 'divider' }}
        >
          <Typography component="p" sx={{ fontWeight: 700, mb: 0.75 }}>
            <Box component="span" aria-hidden sx={{ mr: 1 }}>
              💡
            </Box>
            {block.title}
          </Typography>
          <Typography>{block.text}</Typography>
        </Box>
      );
    case 'defense':
      return <DefenseBox spot={block.spot} resist={block.resist} />;
    case 'checklist':
      return (
        <Suspense fallback={null}>
          <Island name="checklist" component={Checklist} props={{ title: block.title, items: block.items, titleId: `checklist-${lessonAnchor(block.title)}` }} />
        </Suspense>
      );
    case 'worked':
      return <WorkedExample claim={block.claim} steps={block.steps} verdict={block.verdict} />;
  }
}

/**
 * Renders an article's blocks: this switch is the whole vocabulary long-form content may use
 * (src/content/schema.ts `Block`). Prose is capped at a readable measure by the caller.
 */
export function ArticleBody({ blocks, inlineAction, quote }: ArticleBodyProps) {
  const ids = headingIds(blocks);
  const inlineAt = inlineAction ? blocks.findIndex((b) => b.type === 'p' && b.text.includes(inlineAction.phrase)) : -1;
  return (
    <div>
      {blocks.map((block, i) => (
        <Fragment key={i}>{renderBlock(block, ids.get(i), i === inlineAt ? inlineAction : undefined, quote)}</Fragment>
      ))}
    </div>
  );
}
