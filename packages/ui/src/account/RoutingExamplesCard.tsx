import { useExportRoutingExamples } from '@sppock/sdk/react';
import { Download } from 'lucide-react';
import { useId } from 'react';
import { saveFile } from '../internal/saveFile';
import { Button } from '../primitives/Button/Button';
import { CardContent, CardDescription, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import { toast } from '../primitives/Toaster/toastStore';
import { useAccountMessages } from './useAccountMessages';

/**
 * The user's routing examples (issue 26, learning from use): what their choices in the
 * Commander's questions back and 'Perguntar a outro agente' taught, downloaded as TSV.
 */
export function RoutingExamplesCard() {
  const messages = useAccountMessages();
  const titleId = useId();
  const exporter = useExportRoutingExamples();

  const download = async () => {
    let file: Awaited<ReturnType<typeof exporter.mutateAsync>>;
    try {
      file = await exporter.mutateAsync();
    } catch (error) {
      toast.error((error as Error).message);
      return;
    }
    try {
      saveFile(file.blob, file.fileName);
    } catch {
      toast.error(messages.downloadError);
      return;
    }
    toast.success(messages.routingExamplesExported);
  };

  return (
    <CardRoot as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {messages.routingExamplesTitle}
        </CardTitle>
        <CardDescription>{messages.routingExamplesDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          variant="secondary"
          leadingIcon={<Download size={16} />}
          loading={exporter.isPending}
          onClick={() => void download()}
        >
          {messages.routingExamplesExport}
        </Button>
      </CardContent>
    </CardRoot>
  );
}
