import { TICKET_STATUSES, type TicketStatus } from '@irama/contracts';
import { useTranslation } from 'react-i18next';
import { ListSelect, type ListSelectProps } from '../../../components/list-page/list-select.tsx';

/** The ticket lists' status filter, for the partner's and the staff's desks alike. */
export function TicketStatusSelect({
  value,
  onChange,
  ...props
}: Omit<ListSelectProps<TicketStatus>, 'label' | 'allLabel' | 'options'>) {
  const { t } = useTranslation();
  return (
    <ListSelect
      {...props}
      label={t('support.ticket.status')}
      allLabel={t('support.ticket.statuses.all')}
      options={TICKET_STATUSES.map((status) => ({ value: status, label: t(`support.ticket.statuses.${status}`) }))}
      value={value}
      onChange={onChange}
      w={{ base: '100%', xs: 200 }}
    />
  );
}
