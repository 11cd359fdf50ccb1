import { Badge } from '../primitives/Badge/Badge';
import { MBTI_GROUPS, type MbtiType } from './catalogue';
import * as styles from './MbtiTypeGroups.css';
import { useAssessmentsMessages } from './useAssessmentsMessages';

export interface MbtiTypeGroupsProps {
  /** The user's type, marked 'Seu tipo'. */
  current?: MbtiType;
}

/** The 16 types in their four groups (spec 3 §2): Analistas NT, Diplomatas NF, Sentinelas SJ, Exploradores SP. */
export function MbtiTypeGroups({ current }: MbtiTypeGroupsProps) {
  const messages = useAssessmentsMessages();
  return (
    <div className={styles.groups}>
      {MBTI_GROUPS.map((group) => (
        <section key={group.title} className={styles.group} aria-label={group.title}>
          <h3 className={styles.groupTitle}>{group.title}</h3>
          <ul className={styles.types}>
            {group.types.map((info) => (
              <li key={info.type} className={styles.type} data-current={info.type === current || undefined}>
                <p className={styles.typeName}>
                  <strong>{info.type}</strong> — {info.name}
                  {info.type === current ? <Badge tone="accent">{messages.yourTypeMark}</Badge> : null}
                </p>
                <p className={styles.typeText}>{info.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
