import { formatPhone, type UserProfile } from '@sppock/sdk';
import { Pencil } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from '../primitives/Button/Button';
import { CardContent, CardDescription, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import * as styles from './account.css';
import { GROUPS, LABEL_KEYS, type TextKey, timezoneLabel } from './profileFields';
import { useAccountMessages } from './useAccountMessages';

export interface ProfileDetailsProps {
  profile: UserProfile;
  onEdit: () => void;
  /** Focus the 'Editar' button (after leaving edit mode). @default false */
  focusEdit?: boolean;
  /** What follows the facts: the pending confirmations of the e-mail and the phone. @default none */
  children?: ReactNode;
}

/** The profile in view mode, with 'Editar'. */
export function ProfileDetails({ profile, onEdit, focusEdit = false, children }: ProfileDetailsProps) {
  const messages = useAccountMessages();
  const titleId = useId();
  const editRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusEdit) {
      editRef.current?.focus();
    }
  }, [focusEdit]);
  const value = (key: TextKey): string => (key === 'phone' ? formatPhone(profile.phone) : profile[key]);
  return (
    <CardRoot as="section" aria-labelledby={titleId}>
      <div className={styles.cardHeaderRow}>
        <CardHeader>
          <CardTitle as="h2" id={titleId}>
            {messages.profileTitle}
          </CardTitle>
          <CardDescription>{messages.profileDescription}</CardDescription>
        </CardHeader>
        <Button
          ref={editRef}
          variant="secondary"
          leadingIcon={<Pencil size={16} aria-hidden="true" />}
          onClick={onEdit}
        >
          {messages.edit}
        </Button>
      </div>
      <CardContent className={styles.stack}>
        {GROUPS.map((group) => (
          <section key={group.title} className={styles.group}>
            <h3 className={styles.groupTitle}>{messages[group.title]}</h3>
            <dl className={styles.facts}>
              {group.fields.map((key) => (
                <div key={key} className={styles.fact}>
                  <dt className={styles.factLabel}>{messages[LABEL_KEYS[key]]}</dt>
                  <dd className={styles.factValue}>
                    {value(key) ? (
                      value(key)
                    ) : (
                      <span className={styles.factEmpty}>{messages.notProvided}</span>
                    )}
                  </dd>
                </div>
              ))}
              {group.title === 'personalSection' ? (
                <div className={styles.fact}>
                  <dt className={styles.factLabel}>{messages.timezone}</dt>
                  <dd className={styles.factValue}>
                    {profile.timezone ? (
                      timezoneLabel(profile.timezone)
                    ) : (
                      <span className={styles.factEmpty}>{messages.notProvided}</span>
                    )}
                  </dd>
                </div>
              ) : null}
            </dl>
          </section>
        ))}
        {children}
      </CardContent>
    </CardRoot>
  );
}
