import { Clapperboard } from 'lucide-react';
import { useState } from 'react';
import { visuallyHidden } from '../internal/styles.css';
import { Badge } from '../primitives/Badge/Badge';
import { EmptyState } from '../primitives/EmptyState/EmptyState';
import { PageFooter } from '../shell/PageFooter';
import * as styles from './TutorialsPage.css';
import { TUTORIAL_CATEGORIES, TUTORIALS, type Tutorial, type TutorialCategory } from './tutorials';
import { useTutorialsMessages } from './useTutorialsMessages';

export interface TutorialsPageProps {
  /** The list shown. @default the product's planned tutorials */
  tutorials?: readonly Tutorial[];
  /** The in-app pages the footer may link to. @default the footer's own */
  availableRoutes?: readonly string[];
}

type Filter = TutorialCategory | 'all';

function TutorialCard({ tutorial }: { tutorial: Tutorial }) {
  const messages = useTutorialsMessages();
  const minutes = Math.floor(tutorial.durationSeconds / 60);
  const seconds = tutorial.durationSeconds % 60;
  const category = TUTORIAL_CATEGORIES.find((entry) => entry.id === tutorial.category)?.label;
  return (
    <article className={styles.card} aria-label={tutorial.title}>
      <div className={styles.thumb}>
        <Clapperboard size={40} aria-hidden="true" />
        <span className={styles.duration}>
          <span aria-hidden="true">{messages.duration(minutes, seconds)}</span>
          <span className={visuallyHidden}>{messages.durationLabel(minutes, seconds)}</span>
        </span>
      </div>
      <div className={styles.body}>
        <div>
          <Badge tone="accent">{category}</Badge> <Badge>{messages.videoSoon}</Badge>
        </div>
        <h2 className={styles.cardTitle}>{tutorial.title}</h2>
        <p className={styles.description}>{tutorial.description}</p>
      </div>
    </article>
  );
}

/**
 * The tutorials page (spec 3 §2 "Tutorials page"): marked coming soon, the category chips (Todos,
 * Primeiros Passos, Agentes, Prompts, Conteúdo, Dicas) and the planned videos, with the shared
 * page footer.
 */
export function TutorialsPage({ tutorials = TUTORIALS, availableRoutes }: TutorialsPageProps) {
  const messages = useTutorialsMessages();
  const [filter, setFilter] = useState<Filter>('all');
  const shown = filter === 'all' ? tutorials : tutorials.filter((tutorial) => tutorial.category === filter);
  return (
    <>
      <div className={styles.page}>
        <header className={styles.header}>
          <div className={styles.titleRow}>
            <h1 className={styles.title}>{messages.title}</h1>
            <Badge tone="warning">{messages.comingSoon}</Badge>
          </div>
          <p className={styles.muted}>{messages.subtitle}</p>
          <p className={styles.muted}>{messages.comingSoonNote}</p>
        </header>
        <ul className={styles.chips} aria-label={messages.categories}>
          {TUTORIAL_CATEGORIES.map((category) => (
            <li key={category.id}>
              <button
                type="button"
                className={styles.chip}
                aria-pressed={filter === category.id}
                onClick={() => setFilter(category.id)}
              >
                {category.id === 'all' ? messages.all : category.label}
              </button>
            </li>
          ))}
        </ul>
        <p className={styles.muted} aria-live="polite">
          {messages.count(shown.length)}
        </p>
        {shown.length === 0 ? (
          <EmptyState title={messages.empty} titleAs="p" />
        ) : (
          <ul className={styles.grid}>
            {shown.map((tutorial) => (
              <li key={tutorial.id}>
                <TutorialCard tutorial={tutorial} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <PageFooter {...(availableRoutes ? { availableRoutes } : {})} />
    </>
  );
}
