// The builder's five sections, reorderable by dragging their handle (mouse or touch) or by keyboard: focus a
// handle, Space to pick up, arrow keys to move, Space to drop, Escape to cancel.
import type { ReactNode } from 'react';
import {
  closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, type LucideIcon } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

export interface SectionDef<K extends string> {
  id: K;
  title: string;
  icon: LucideIcon;
  description?: string;
  /** The badge naming what "Submit for Review" needs from this section; none when nothing is required. */
  required?: string;
  content: ReactNode;
}

function SortableSection<K extends string>({ section, position, count }: { section: SectionDef<K>; position: number; count: number }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: section.id });
  const Icon = section.icon;
  const headingId = `section-${section.id}-title`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'rounded-2xl border border-slate-200 bg-white shadow-sm',
        isDragging && 'relative z-10 border-brand-400 shadow-xl ring-2 ring-brand-500/30',
      )}
    >
      <header className="flex items-center gap-2 border-b border-slate-100 px-3 py-3 sm:px-5">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Move section ${section.title} (position ${position} of ${count})`}
          className="flex size-10 shrink-0 touch-none cursor-grab items-center justify-center rounded-lg text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none active:cursor-grabbing"
        >
          <GripVertical className="size-5" aria-hidden="true" />
        </button>
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="font-semibold text-slate-900">{section.title}</h2>
          {section.description ? <p className="text-xs text-slate-500 sm:text-sm">{section.description}</p> : null}
        </div>
        {section.required ? <Badge variant="danger" className="shrink-0">{section.required}</Badge> : null}
      </header>
      <div className="space-y-4 p-4 sm:p-5">{section.content}</div>
    </section>
  );
}

interface SortableSectionsProps<K extends string> {
  sections: SectionDef<K>[];
  order: K[];
  onOrderChange: (order: K[]) => void;
}

export function SortableSections<K extends string>({ sections, order, onOrderChange }: SortableSectionsProps<K>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const byId = new Map(sections.map((s) => [s.id, s]));
  const titleOf = (id: unknown) => byId.get(id as K)?.title ?? 'section';
  const positionOf = (id: unknown) => order.indexOf(id as K) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up section ${titleOf(active.id)}. It is in position ${positionOf(active.id)} of ${order.length}.`,
    onDragOver: ({ active, over }) => (over ? `Section ${titleOf(active.id)} moved to position ${positionOf(over.id)} of ${order.length}.` : undefined),
    onDragEnd: ({ active, over }) => (over ? `Section ${titleOf(active.id)} dropped at position ${positionOf(over.id)} of ${order.length}.` : undefined),
    onDragCancel: ({ active }) => `Moving section ${titleOf(active.id)} was cancelled.`,
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onOrderChange(arrayMove(order, order.indexOf(active.id as K), order.indexOf(over.id as K)));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: 'To move a section, press Space, use the up and down arrow keys, then press Space again to drop it, or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={order} strategy={verticalListSortingStrategy}>
        <div className="space-y-4">
          {order.map((id, index) => {
            const section = byId.get(id);
            return section ? <SortableSection key={id} section={section} position={index + 1} count={order.length} /> : null;
          })}
        </div>
      </SortableContext>
    </DndContext>
  );
}
