import { useProfile, useUpdateProfile } from '@sppock/sdk/react';
import { useState } from 'react';
import { Spinner } from '../primitives/Spinner/Spinner';
import { toast } from '../primitives/Toaster/toastStore';
import { LoadError } from '../shell/LoadError';
import * as styles from './account.css';
import { ContactConfirmation } from './ContactConfirmation';
import { ProfileDetails } from './ProfileDetails';
import { ProfileForm } from './ProfileForm';
import { useAccountMessages } from './useAccountMessages';

export { ProfileDetails, type ProfileDetailsProps } from './ProfileDetails';
export { ProfileForm, type ProfileFormProps, type ProfileSave } from './ProfileForm';
export { draftOf, type ProfileDraft, profileErrors, timezoneLabel } from './profileFields';

/**
 * The Perfil tab (spec 1 §2, §5): the profile in view mode; 'Editar' opens the form, 'Salvar'
 * checks the e-mail and the phone and saves ('Dados atualizados com sucesso!'), 'Cancelar'
 * restores the saved values. A new e-mail waits for the code sent to it; a new phone for its SMS
 * code (contract extensions).
 */
export function ProfileTab() {
  const messages = useAccountMessages();
  const profile = useProfile();
  const update = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const [left, setLeft] = useState(false);

  if (profile.isPending) {
    return (
      <div className={styles.loading}>
        <Spinner size="lg" />
      </div>
    );
  }
  if (profile.isError || !profile.data) {
    return (
      <LoadError
        title={messages.profileLoadError}
        message={profile.error?.message}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  }
  if (!editing) {
    return (
      <ProfileDetails
        profile={profile.data}
        focusEdit={left}
        onEdit={() => {
          setLeft(false);
          setEditing(true);
        }}
      >
        <ContactConfirmation profile={profile.data} />
      </ProfileDetails>
    );
  }
  const leave = () => {
    setEditing(false);
    setLeft(true);
  };
  return (
    <ProfileForm
      profile={profile.data}
      saving={update.isPending}
      onCancel={leave}
      onSave={async (values) => {
        const saved = await update.mutateAsync(values);
        toast.success(
          saved.pending_email
            ? messages.profileSavedEmailPending(saved.pending_email)
            : messages.profileSaved,
        );
        leave();
      }}
    />
  );
}
