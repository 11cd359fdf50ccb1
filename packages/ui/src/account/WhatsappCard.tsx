import { useWhatsappConnection } from '@sppock/sdk/react';
import { useId } from 'react';
import { CardContent, CardDescription, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import { Spinner } from '../primitives/Spinner/Spinner';
import { LoadError } from '../shell/LoadError';
import * as styles from './account.css';
import { WhatsappConnectForm } from './WhatsappConnectForm';
import { WhatsappSettings } from './WhatsappSettings';
import { whatsappTexts as texts } from './whatsappMessages';

/**
 * The WhatsApp Business card of 'Integrações' (issue 31): the form that connects a number while
 * there is none, then the connected number (masked secrets, the webhook address, who answers).
 */
export function WhatsappCard() {
  const titleId = useId();
  const whatsapp = useWhatsappConnection();
  return (
    <CardRoot as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{texts.title}</CardTitle>
        <CardDescription>{texts.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {whatsapp.isError ? (
          <LoadError
            title={texts.loadError}
            message={whatsapp.error.message}
            onRetry={() => void whatsapp.refetch()}
            retrying={whatsapp.isFetching}
          />
        ) : !whatsapp.data ? (
          <div className={styles.loading}>
            <Spinner />
          </div>
        ) : whatsapp.data.connection ? (
          <WhatsappSettings connection={whatsapp.data.connection} />
        ) : (
          <WhatsappConnectForm />
        )}
      </CardContent>
    </CardRoot>
  );
}
