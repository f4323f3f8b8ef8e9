import { AddCodesForm, type AddCodesReportView, type MalformedLinesView } from '@lurkit/ui/code-manager/AddCodesForm.tsx';
import { AddItemForm } from '@lurkit/ui/code-manager/AddItemForm.tsx';
import { CodeItemCard } from '@lurkit/ui/code-manager/CodeItemCard.tsx';
import { CodesTable } from '@lurkit/ui/code-manager/CodesTable.tsx';
import { LeakedKeyTrace, type LeakedKeyTraceView } from '@lurkit/ui/code-manager/LeakedKeyTrace.tsx';
import { Button } from '@lurkit/ui/button/Button.tsx';
import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import type { FormServerError } from '@lurkit/ui/forms/server-error.ts';
import { useModals } from '@lurkit/ui/modal/ModalProvider.tsx';
import { Select } from '@lurkit/ui/select/Select.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { UrlTabs } from '@lurkit/ui/url-tabs/UrlTabs.tsx';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { request } from '../../shared/api/gql-client.ts';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { toFormServerError } from '../../shared/forms/to-form-server-error.ts';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import { useCodeManagerItems, useItemCodes } from '../hooks/use-code-manager.ts';
import {
  AddCodeManagerItemMutation,
  AddCodesMutation,
  AllocateCodesMutation,
  RevealCodeMutation,
  DeleteCodeManagerItemMutation,
  DeleteCodeMutation,
  DeleteCodesMutation,
  TraceLeakedKeyMutation,
} from '../operations/code-manager.operations.ts';
import { uploadCodes } from '../operations/code-upload.ts';
import { CodeManagerOnboarding, useOnboardingSeen } from './CodeManagerOnboarding.tsx';
import { useSignedInUser } from '../../shared/session/signed-in-user.ts';
import { uploadItemImage } from '../operations/item-image-upload.ts';
import { AllocateCodesForm } from '@lurkit/ui/code-manager/AllocateCodesForm.tsx';
import { platformIdForWire } from '../../shared/api/platform-ids.ts';
import { formatCount } from '@lurkit/ui/format/format.ts';
import { useEditGuard } from '../../shared/forms/use-edit-guard.ts';

const TABS = [
  { id: 'items', label: 'Games & items', href: '/company/code-manager' },
  { id: 'codes', label: 'Codes', href: '/company/code-manager/codes' },
] as const;

/** /company/code-manager (Games & items) and /codes: the company's items, their codes, and leaked-key tracing. */
export function CodeManagerPage() {
  const location = useLocation();
  const tab = location.pathname.endsWith('/codes') ? 'codes' : 'items';
  const items = useCodeManagerItems();
  const modals = useModals();
  const user = useSignedInUser();
  const [seen, markSeen] = useOnboardingSeen(user.id);
  useEffect(() => {
    if (!seen)
      modals.open({
        id: 'code-manager-onboarding',
        title: 'Welcome to the Code Manager',
        content: (close) => (
          <CodeManagerOnboarding
            onDone={() => {
              markSeen();
              close();
            }}
          />
        ),
        onClose: () => markSeen(),
      });
  }, [seen, modals, markSeen]);

  if (!items.data) return <PageStatus error={items.error} />;
  return (
    <>
      <h1>Code Manager</h1>
      <UrlTabs label="Code Manager" tabs={TABS} activeId={tab} panelId="code-manager-panel" />
      <div id="code-manager-panel" role="tabpanel">
        {tab === 'items' ? (
          <ItemsTab items={items.data} refresh={() => items.mutate()} />
        ) : (
          <CodesTab items={items.data} refresh={() => items.mutate()} />
        )}
      </div>
    </>
  );
}

interface NewItem {
  type: 'game' | 'dlc' | 'demo' | 'inGameItem' | 'other';
  name: string;
  game: string | null;
  description: string | null;
  imageUrl: string | null;
  allocation: 'auto' | 'manual';
}
const addItem = (input: NewItem) => request(AddCodeManagerItemMutation, { input });

type Items = NonNullable<ReturnType<typeof useCodeManagerItems>['data']>;

function ItemsTab({ items, refresh }: { items: Items; refresh: () => Promise<unknown> }) {
  const add = useServerAction(addItem);
  const toasts = useToasts();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(items.length === 0);
  const modals = useModals();
  const [imageProgress, setImageProgress] = useState<number | null>(null);
  // An item typed but not added is held on the way out (spec 2).
  const { guard } = useEditGuard();
  const openAllocate = (itemId: string, platform: string) => {
    const unavailable = items.find((i) => i.id === itemId)?.platforms.find((p) => p.platform === platform)?.unavailable ?? 0;
    modals.open({
      id: 'allocate-codes',
      title: `Allocate ${platform} codes`,
      content: (close) => (
        <AllocateForm
          itemId={itemId}
          platform={platform}
          unavailable={unavailable}
          onDone={async (count) => {
            close();
            toasts.add({ type: 'success', content: `${formatCount(count)} ${platform} codes are now available to creators.` });
            await refresh();
          }}
          onCancel={close}
        />
      ),
    });
  };
  const deleteItem = async (itemId: string) => {
    const name = items.find((i) => i.id === itemId)?.name ?? 'The item';
    try {
      await request(DeleteCodeManagerItemMutation, { itemId });
      toasts.add({ type: 'success', content: `${name} deleted.` });
    } catch (error) {
      toasts.add({ type: 'error', content: toFormServerError(error).message });
    }
    await refresh();
  };
  return (
    <>
      {adding ? (
        <section aria-labelledby="add-item-heading">
          <h2 id="add-item-heading">Add a game or item</h2>
          <AddItemForm
            adding={add.submitting}
            serverError={add.serverError}
            imageProgress={imageProgress}
            guard={guard}
            onUploadImage={async (file) => {
              setImageProgress(0);
              try {
                return await uploadItemImage(file, setImageProgress);
              } finally {
                setImageProgress(null);
              }
            }}
            onAdd={async (values) => {
              const outcome = await add.run({
                type: values.type,
                name: values.name,
                game: values.game || null,
                description: values.description || null,
                imageUrl: values.imageUrl || null,
                allocation: values.allocation ?? 'auto',
              });
              if (!outcome.ok) return false;
              toasts.add({ type: 'success', content: `${values.name} added to your Code Manager.` });
              setAdding(false);
              await refresh();
            }}
          />
        </section>
      ) : (
        <Button onClick={() => setAdding(true)}>Add a game or item</Button>
      )}
      <h2>Games and items</h2>
      {items.length === 0 ? (
        <EmptyState title="No games or items yet" headingLevel={3}>
          Add the game, DLC, demo or item you have codes for.
        </EmptyState>
      ) : (
        <div className="code-manager__items">
          {items.map((item) => (
            <CodeItemCard
              key={item.id}
              item={item}
              onAddCodes={(id) => void navigate(`/company/code-manager/codes?item=${id}`)}
              onAllocate={openAllocate}
              onDelete={(id) => void deleteItem(id)}
            />
          ))}
        </div>
      )}
    </>
  );
}

const allocateCodes = (input: { itemId: string; platform: string; count: number }) =>
  request(AllocateCodesMutation, { ...input, platform: platformIdForWire(input.platform) });

/** The allocation modal's body: the count, refused at its field when the server says fewer remain. */
function AllocateForm(props: {
  itemId: string;
  platform: string;
  unavailable: number;
  onDone(count: number): Promise<void>;
  onCancel(): void;
}) {
  const allocate = useServerAction(allocateCodes);
  return (
    <AllocateCodesForm
      platform={props.platform}
      unavailable={props.unavailable}
      allocating={allocate.submitting}
      serverError={allocate.serverError}
      onCancel={props.onCancel}
      onAllocate={async ({ count }) => {
        const outcome = await allocate.run({ itemId: props.itemId, platform: props.platform, count });
        if (outcome.ok) await props.onDone(count);
      }}
    />
  );
}

function CodesTab({ items, refresh }: { items: Items; refresh: () => Promise<unknown> }) {
  const [params, setParams] = useSearchParams();
  const itemId = params.get('item') ?? items[0]?.id ?? null;
  const item = items.find((i) => i.id === itemId) ?? null;
  const codes = useItemCodes(item?.id ?? null);
  const toasts = useToasts();
  const [report, setReport] = useState<AddCodesReportView | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<FormServerError | null>(null);
  const [malformed, setMalformed] = useState<MalformedLinesView | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState<AbortController | null>(null);
  const trace = useServerAction((value: string) => request(TraceLeakedKeyMutation, { value }).then((data) => data.traceLeakedKey));
  const [traced, setTraced] = useState<LeakedKeyTraceView | null>(null);

  const afterAdd = async (result: AddCodesReportView) => {
    setReport(result);
    toasts.add({ type: 'success', content: `${formatCount(result.added)} codes added.` });
    await Promise.all([refresh(), codes.mutate()]);
  };

  if (!item) return <EmptyState title="Add a game or item first">Codes belong to a game or item of your Code Manager.</EmptyState>;
  return (
    <>
      <Select
        label="Game or item"
        value={item.id}
        options={items.map((i) => ({ value: i.id, label: i.name }))}
        onChange={(event) => {
          setReport(null);
          setParams({ item: event.target.value });
        }}
      />
      <AddCodesForm
        itemName={item.name}
        busy={busy}
        progress={progress}
        onCancelUpload={uploading ? () => uploading.abort() : undefined}
        report={report}
        serverError={uploadError}
        malformed={malformed}
        onPaste={async ({ platform, codes: pasted }) => {
          setBusy(true);
          setUploadError(null);
          setMalformed(null);
          setReport(null);
          try {
            await afterAdd(
              (await request(AddCodesMutation, { itemId: item.id, platform: platformIdForWire(platform), codes: pasted })).addCodes,
            );
          } catch (error) {
            setUploadError(toFormServerError(error));
          } finally {
            setBusy(false);
          }
        }}
        onFile={async ({ platform, file, onlyValidLines }) => {
          setBusy(true);
          setUploadError(null);
          setMalformed(null);
          setReport(null);
          const cancel = new AbortController();
          setUploading(cancel);
          try {
            const sent = await uploadCodes(item.id, platform, file, { onlyValidLines, signal: cancel.signal }, setProgress);
            if (sent.ok) await afterAdd(sent.report);
            else if (sent.error.code === 'CODES.MALFORMED_LINES')
              setMalformed({
                message: sent.error.message,
                malformed: sent.error.malformed ?? 0,
                lines: sent.error.malformedLines ?? [],
                valid: sent.error.valid ?? 0,
              });
            else if (sent.error.code === 'CODES.NO_CODES_TO_ADD')
              // Every line was a repeat: the report says which, nothing was added.
              setReport({
                added: 0,
                duplicatesInPaste: sent.error.duplicatesInPaste ?? 0,
                alreadyExisting: sent.error.alreadyExisting ?? 0,
                firstDuplicates: sent.error.firstDuplicates ?? [],
                fulfilledRequests: 0,
                available: item.platforms.find((p) => p.platform.toLowerCase() === platform.trim().toLowerCase())?.available ?? 0,
                unavailable: item.platforms.find((p) => p.platform.toLowerCase() === platform.trim().toLowerCase())?.unavailable ?? 0,
              });
            else setUploadError(sent.error);
          } catch {
            setUploadError({ code: 'UPLOAD_FAILED', message: 'Upload codes failed: the file could not be sent.', field: 'file' });
          } finally {
            setBusy(false);
            setProgress(null);
            setUploading(null);
          }
        }}
      />
      <CodesTable
        itemName={item.name}
        codes={codes.codes}
        loading={!codes.data && !codes.error}
        hasMore={codes.hasMore}
        onLoadMore={() => void codes.loadMore()}
        onReveal={async (codeId) => (await request(RevealCodeMutation, { codeId })).revealCode}
        onDelete={async (codeId) => {
          try {
            await request(DeleteCodeMutation, { codeId });
            toasts.add({ type: 'success', content: 'Code deleted.' });
          } catch (error) {
            toasts.add({ type: 'error', content: toFormServerError(error).message });
          }
          await Promise.all([refresh(), codes.mutate()]);
        }}
        onDeleteMany={async (codeIds) => {
          try {
            const deleted = (await request(DeleteCodesMutation, { codeIds })).deleteCodes;
            toasts.add({ type: 'success', content: `${deleted} ${deleted === 1 ? 'code' : 'codes'} deleted.` });
          } catch (error) {
            toasts.add({ type: 'error', content: toFormServerError(error).message });
          }
          await Promise.all([refresh(), codes.mutate()]);
        }}
      />
      <LeakedKeyTrace
        tracing={trace.submitting}
        serverError={trace.serverError}
        trace={traced}
        onTrace={async (value) => {
          const outcome = await trace.run(value);
          setTraced(outcome.ok ? outcome.value : null);
        }}
      />
    </>
  );
}
