import type { ReactNode } from 'react';
import { Wrench } from 'lucide-react';

/**
 * MCP Tools tab: the tool management panel when the app supplies it. Without it the
 * tab says plainly why there is nothing to manage, rather than showing sample tools.
 */
export function ToolsTab({ panel }: { panel?: ReactNode }) {
  if (panel) return <>{panel}</>;
  return (
    <section className="admin-card" aria-labelledby="admin-tools-title">
      <div className="admin-state">
        <Wrench size={28} aria-hidden />
        <h2 id="admin-tools-title" className="admin-state-title">
          MCP tool management is not enabled
        </h2>
        <p>
          Listing tools, switching them on or off and testing the MCP connection becomes available here once
          the tools service is enabled on this server.
        </p>
      </div>
    </section>
  );
}
