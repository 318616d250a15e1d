import { useEffect } from 'react';
import type { ContentType } from '@/domain/content';
import { useStores } from '@/stores/context';

/** Asks the content store for one kind of content (once per page load) and returns its status. */
export function useContent(type: ContentType) {
  const { content } = useStores();
  useEffect(() => {
    void content.load(type);
  }, [content, type]);
  return { status: content.status[type], retry: () => void content.load(type, true) };
}
