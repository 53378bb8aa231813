import { ContentCard } from '@/components/content/ContentCard';
import { Seo } from '@/components/layout/Seo';
import { paths } from '@/config/paths';
import { hubIntros } from '@/content/articles/corner';
import { ctCards } from '@/content/articles/ct';
import { HubLayout } from './HubLayout';

/** /ct (site-spec §2.8): the three critical-thinking essays. */
export default function CtPage() {
  return (
    <>
      <Seo
        meta={{
          title: 'Critical Thinking Spotlight',
          description:
            "Three essays on thinking for yourself: what critical thinking is, Bonhoeffer's theory of stupidity, and the suspension of disbelief.",
          path: paths.ct,
          keywords: ['critical thinking', 'Bonhoeffer theory of stupidity', 'suspension of disbelief', 'essays'],
        }}
      />
      <HubLayout
        eyebrow="Critical Thinking Spotlight"
        title="Critical Thinking Spotlight"
        tagline={hubIntros.ct.tagline}
        intro={hubIntros.ct.paragraph}
        back={{ to: paths.categories, label: 'Back to Categories' }}
        cards={ctCards.map((card) => (
          <ContentCard
            key={card.id}
            title={card.title}
            description={card.description}
            to={card.to}
            thumbnail={card.thumbnail}
            items={card.items}
            featured={card.featured}
            headingLevel="h2"
          />
        ))}
      />
    </>
  );
}
