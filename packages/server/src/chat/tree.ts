/**
 * The message tree of a conversation, as pure functions over its skeleton (id, parent, time).
 * Edits make siblings; the branch shown is the path from the root to the active leaf. Loading the
 * skeleton (three small columns) and walking it here keeps the logic the same on every database.
 */
import type { BranchInfo } from '@ai-analyst/contract';

export type TreeNode = { id: string; parentId: string | null; createdAt: Date };

export class MessageTree {
  private readonly byId = new Map<string, TreeNode>();
  private readonly children = new Map<string | null, TreeNode[]>();

  constructor(nodes: TreeNode[]) {
    const sorted = [...nodes].sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
    );
    for (const node of sorted) {
      this.byId.set(node.id, node);
      const siblings = this.children.get(node.parentId) ?? [];
      siblings.push(node);
      this.children.set(node.parentId, siblings);
    }
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  get size(): number {
    return this.byId.size;
  }

  /** Root to `leafId`, oldest first. Unknown leaf: the path through the newest messages. */
  pathTo(leafId: string | null): TreeNode[] {
    const start = leafId && this.byId.has(leafId) ? leafId : this.latestLeafFrom(null);
    const path: TreeNode[] = [];
    for (let node = start ? this.byId.get(start) : undefined; node;) {
      path.push(node);
      node = node.parentId ? this.byId.get(node.parentId) : undefined;
    }
    return path.reverse();
  }

  /** Following the newest child at each step from `id` (or from the roots), the last message. */
  latestLeafFrom(id: string | null): string | null {
    let current = id;
    for (;;) {
      const kids = this.children.get(current);
      const newest = kids?.[kids.length - 1];
      if (!newest) return current;
      current = newest.id;
    }
  }

  /** Where a message sits among the messages with the same parent. */
  branchOf(id: string): BranchInfo {
    const node = this.byId.get(id);
    const siblings = node ? (this.children.get(node.parentId) ?? [node]) : [];
    return {
      index: Math.max(1, siblings.findIndex((s) => s.id === id) + 1),
      count: Math.max(1, siblings.length),
      sibling_ids: siblings.map((s) => s.id),
    };
  }

  /** `id` and every message under it. */
  subtree(id: string): string[] {
    const out: string[] = [];
    const stack = [id];
    while (stack.length > 0) {
      const current = stack.pop() as string;
      out.push(current);
      for (const child of this.children.get(current) ?? []) stack.push(child.id);
    }
    return out;
  }

  /**
   * The leaf to show after deleting the subtree of `id`: the nearest remaining sibling's latest
   * branch (the one before it, else after), else the parent.
   */
  leafAfterDeleting(id: string): string | null {
    const node = this.byId.get(id);
    if (!node) return null;
    const siblings = (this.children.get(node.parentId) ?? []).filter((s) => s.id !== id);
    const index = (this.children.get(node.parentId) ?? []).findIndex((s) => s.id === id);
    const neighbour = siblings[Math.max(0, index - 1)] ?? siblings[0];
    if (neighbour) return this.latestLeafFrom(neighbour.id);
    return node.parentId;
  }
}
