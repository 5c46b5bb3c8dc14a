import { useOpsConflictQuery } from '../api/get-ops-conflict.ts';
import { AppealDecisionForm } from './appeal-decision-form.tsx';
import { ConflictSheet } from './conflict-sheet.tsx';

/** A conflict as staff review it: whose it is, the owner's reason and evidence in its history, and the decision. */
export function OpsConflictDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const conflict = useOpsConflictQuery(id);
  return (
    <ConflictSheet id={id} query={conflict} onClose={onClose} owner={(data) => data.company_name}>
      {(data, title) => data.status === 'appealed' && <AppealDecisionForm id={data.id} title={title} />}
    </ConflictSheet>
  );
}
