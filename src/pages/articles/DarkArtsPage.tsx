import { ContentCard } from '@/components/content/ContentCard';
import { Seo } from '@/components/layout/Seo';
import { paths } from '@/config/paths';
import { hubIntros } from '@/content/articles/corner';
import { darkArtsCards } from '@/content/articles/darkarts';
import { HubLayout } from './HubLayout';

/** /darkarts (site-spec §2.12): three articles on manipulation, written for its targets. */
export default function DarkArtsPage() {
  return (
    <>
      <Seo
        meta={{
          title: 'The Dark Arts of Persuasion',
          description:
            'Machiavellian tactics, NLP and propaganda taken apart: how each manipulation works, how to spot it and how to resist it.',
          path: paths.darkArts,
          keywords: ['manipulation tactics', 'dark persuasion', 'Machiavellianism', 'NLP', 'propaganda techniques'],
        }}
      />
      <HubLayout
        eyebrow="Dark Arts"
        title="The Dark Arts"
        tagline={hubIntros.darkArts.tagline}
        intro={hubIntros.darkArts.paragraph}
        back={{ to: paths.categories, label: 'Back to Categories' }}
        cards={darkArtsCards.map((card) => (
          <ContentCard key={card.id} title={card.title} description={card.description} to={card.to} thumbnail={card.thumbnail} items={card.items} headingLevel="h2" />
        ))}
      />
    </>
  );
}
