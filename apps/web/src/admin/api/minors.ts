import {
  MINORS_CONSOLE_API,
  type TAdminBirthDateChange,
  type TAdminBirthDateChangeList,
  ZAdminBirthDateChange,
  ZAdminBirthDateChangeList,
} from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';

/** The birth-date change a risk record stands for (modules/minors), in the admin's regions. */
export function useBirthDateChangeOfRecord(recordId: number) {
  return useQuery({
    queryKey: ['admin', 'risk', 'birth-date', recordId],
    queryFn: async (): Promise<TAdminBirthDateChangeList> =>
      ZAdminBirthDateChangeList.parse(await apiCall(MINORS_CONSOLE_API.list, { record_id: recordId })),
  });
}

export function useDecideBirthDateChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: number; decision: 'approve' | 'reject'; note: string }): Promise<TAdminBirthDateChange> =>
      ZAdminBirthDateChange.parse(
        await apiCall(MINORS_CONSOLE_API.decide, { id: input.id }, { decision: input.decision, note: input.note }),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'risk'] }),
  });
}
