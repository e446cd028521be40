import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useState } from 'react';
import { useStaffCode } from '#web/staff/lib/hooks';
import { customerListQuery, customerSearchQuery } from './api/search-customers';

/** What was typed, once the typing pauses (one search per pause, not per key). */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}

/**
 * The one customer search of the staff app: what was typed, and the store's customers whose name
 * or phone holds it. `list` (the customers screen) asks once the typing pauses, for up to 20, the
 * first 20 when nothing is typed; `lookup` (the staff booking form, the wallet) asks as the member types (the
 * answer for the latest text wins), for up to 6, from one Chinese character or two others on (`searchable`).
 */
export function useCustomerSearch(mode: 'list' | 'lookup') {
  const code = useStaffCode();
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text.trim());
  const settled = useSettled(text.trim());
  const q = mode === 'list' ? settled : deferred;
  const found = useQuery(mode === 'list' ? customerListQuery(code, q) : customerSearchQuery(code, q));
  return { text, setText, q, found };
}
