/**
 * The chat chunk (lazy, chat-mount.tsx): the tenant's vendor. 'ampere' is the built-in chat; an
 * external vendor's script is loaded and its widget started, and when that fails (blocked script,
 * missing setting, unknown vendor) the failure is only logged and the built-in chat is shown.
 */
import { useEffect, useState } from 'react';
import { usePortal } from '../../app/context.js';
import { useChatVendor, type ChatWidget } from '../../components/chat-widget.js';
import { BuiltInChat } from './chat-built-in.js';
import { BUILT_IN_VENDOR, vendorKey } from './chat-rules.js';
import { EXTERNAL_VENDORS, startExternalVendor } from './external-vendors.js';
import './chat.css';

type Vendor = { readonly kind: 'builtIn' } | { readonly kind: 'starting' } | { readonly kind: 'external'; readonly widget: ChatWidget };

function useVendor(key: string): Vendor {
  const { tenant, session } = usePortal();
  const [vendor, setVendor] = useState<Vendor>(() => (key in EXTERNAL_VENDORS ? { kind: 'starting' } : { kind: 'builtIn' }));
  useEffect(() => {
    if (key === BUILT_IN_VENDOR) return;
    if (!(key in EXTERNAL_VENDORS)) {
      console.error(`Unknown chat vendor '${key}'; the built-in chat is shown`);
      return;
    }
    let live = true;
    let started: ChatWidget | undefined;
    const { chatWidgetScriptUrl, chatWidgetKey } = tenant.config;
    startExternalVendor({ vendor: key, scriptUrl: chatWidgetScriptUrl, key: chatWidgetKey, language: session.getSnapshot().language, allowedOrigins: tenant.chatScriptOrigins }).then(
      (widget) => {
        if (!live) return;
        started = widget;
        setVendor({ kind: 'external', widget });
      },
      (error: unknown) => {
        console.error(`The chat vendor '${key}' could not be started; the built-in chat is shown`, error);
        if (live) setVendor({ kind: 'builtIn' });
      },
    );
    return () => {
      live = false;
      // Unmounted means signed out (or another account): the vendor's widget must not keep the conversation.
      started?.signOut();
    };
  }, [key, tenant, session]);
  return vendor;
}

/** An external vendor draws its own launcher; the portal only talks to it. */
function ExternalChat({ widget }: { readonly widget: ChatWidget }) {
  useChatVendor(widget);
  return null;
}

export default function ChatRoot({ vendor, accountId, userId }: { readonly vendor: string; readonly accountId: string; readonly userId: string }) {
  const chosen = useVendor(vendorKey(vendor));
  if (chosen.kind === 'external') return <ExternalChat widget={chosen.widget} />;
  if (chosen.kind === 'starting') return null;
  return <BuiltInChat accountId={accountId} userId={userId} />;
}
