/** The site's collections (virtual albums) as cards; "No data" / "Data acquisition failed" otherwise. */
import type { WidgetViewProps } from '../../../engine/registry/types';
import { StateNotice } from '../../shared/reader/StateNotice';
import { CollectionCards } from './Cards';
import type { CollectionListData, CollectionListProps } from './load';

export default function CollectionList({ data }: WidgetViewProps<CollectionListProps, CollectionListData | undefined>) {
  const result = data?.result;
  if (!result) return <StateNotice kind="loading" />;
  if (!result.ok) return <StateNotice kind="error" />;
  if (result.data.length === 0) return <StateNotice kind="empty" />;
  return <CollectionCards list={result.data} />;
}
