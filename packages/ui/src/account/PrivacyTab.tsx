import { PRIVACY_TAB, PROFILE_PATH, type Schema } from '@sppock/sdk';
import {
  useDownloadDataExport,
  usePrivacy,
  useRequestDataExport,
  useSppock,
  useUpdateConsents,
  useUpdateRetention,
} from '@sppock/sdk/react';
import { useState } from 'react';
import { saveFile } from '../internal/saveFile';
import { useNavigation } from '../navigation/Navigation';
import { Spinner } from '../primitives/Spinner/Spinner';
import { toast } from '../primitives/Toaster/toastStore';
import { LoadError } from '../shell/LoadError';
import * as styles from './account.css';
import { type ConsentKey, ConsentsCard } from './ConsentsCard';
import { DataExportCard } from './DataExportCard';
import { PrivacyTransparencyCard } from './PrivacyTransparencyCard';
import { privacyTexts as T } from './privacyMessages';
import { RetentionCard } from './RetentionCard';
import { DeleteAccountSection } from './SecurityTab';

/** The export the e-mailed link names (`?tab=privacidade&exportacao=…&token=…`), if the URL is one. */
export function exportLinkOf(path: string): { exportId: string; token: string } | null {
  const query = path.includes('?') ? path.slice(path.indexOf('?') + 1).split('#')[0] : '';
  const params = new URLSearchParams(query);
  const exportId = params.get('exportacao');
  const token = params.get('token');
  return params.get('tab') === PRIVACY_TAB && exportId && token ? { exportId, token } : null;
}

/**
 * Minha Conta › Privacidade (issue 31, LGPD): consents with their history, the conversations'
 * retention, a copy of all the data (and the download of an e-mailed link), who handles the data
 * (processors, data officer, the team's reads) and the account's erasure.
 */
export function PrivacyTab() {
  const privacy = usePrivacy();
  const consents = useUpdateConsents();
  const retention = useUpdateRetention();
  const request = useRequestDataExport();
  const download = useDownloadDataExport();
  const { $api, queryClient } = useSppock();
  const { currentPath, navigate } = useNavigation();
  const link = exportLinkOf(currentPath);
  const [pendingConsent, setPendingConsent] = useState<ConsentKey | null>(null);

  const showSaved = (saved: Schema<'PrivacyResult'>, fallback: string) => {
    queryClient.setQueryData($api.queryOptions('get', '/api/accounts/privacy/').queryKey, saved);
    toast.success(saved.message || fallback);
  };

  const changeConsent = async (key: ConsentKey, granted: boolean) => {
    setPendingConsent(key);
    try {
      showSaved(await consents.mutateAsync({ [key]: granted }), T.consentSaved);
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setPendingConsent(null);
    }
  };

  const changeRetention = async (days: Schema<'RetentionDays'>) => {
    try {
      showSaved(await retention.mutateAsync({ retention_days: days }), T.retentionSaved);
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  const requestExport = async () => {
    try {
      toast.success((await request.mutateAsync()).message);
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  const downloadLinked = async () => {
    if (!link) {
      return;
    }
    try {
      const file = await download.mutateAsync(link);
      saveFile(file.blob, file.fileName);
    } catch (error) {
      toast.error((error as Error).message);
      // A dead link is not offered again.
      navigate(`${PROFILE_PATH}?tab=${PRIVACY_TAB}`, { replace: true });
    }
  };

  if (privacy.isError) {
    return (
      <LoadError
        title={T.loadError}
        message={privacy.error.message}
        onRetry={() => void privacy.refetch()}
        retrying={privacy.isFetching}
      />
    );
  }
  if (!privacy.data) {
    return (
      <div className={styles.loading}>
        <Spinner />
      </div>
    );
  }
  const data = privacy.data.privacy;
  return (
    <div className={styles.stack}>
      <DataExportCard
        exports={data.exports}
        onRequest={() => void requestExport()}
        requesting={request.isPending}
        link={link ? { onDownload: () => void downloadLinked(), downloading: download.isPending } : null}
      />
      <ConsentsCard
        consents={data.consents}
        history={data.consent_history}
        pending={pendingConsent}
        onConsentChange={(key, granted) => void changeConsent(key, granted)}
      />
      <RetentionCard
        value={data.retention_days}
        pending={retention.isPending}
        onValueChange={(days) => void changeRetention(days)}
      />
      <PrivacyTransparencyCard
        processors={data.processors}
        dataOfficer={data.data_officer}
        operatorReads={data.operator_reads}
      />
      <DeleteAccountSection />
    </div>
  );
}
