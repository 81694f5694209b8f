/**
 * The fallback channel's rich-text modules, rendered by the rich-text widget's own view (same look
 * as when the channel slot holds them); "No data" when no channel has any; nothing when the page's
 * own channel already fills the slot.
 */
import type { WidgetViewProps } from '../../../engine/registry/types';
import RichText from '../../content/rich-text/View';
import { StateNotice } from '../../shared/reader/StateNotice';
import type { ChannelFallbackData, ChannelFallbackProps } from './load';

export default function ChannelFallback({ data }: WidgetViewProps<ChannelFallbackProps, ChannelFallbackData | undefined>) {
  if (!data) return <StateNotice kind="loading" />;
  if (data.kind === 'slot') return null;
  if (data.kind === 'error') return <StateNotice kind="error" />;
  if (data.kind === 'empty') return <StateNotice kind="empty" />;
  return (
    <div data-fallback-channel={data.channel.id}>
      {data.modules.map((m) => (
        <RichText key={m.id} id={m.id} props={m.props} data={{ html: m.html }} />
      ))}
    </div>
  );
}
