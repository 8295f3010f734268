// Types for flowlayout.mjs: the flowlayout engine (WebAssembly) for Node >= 18 and browsers.

export type Axis = "horizontal" | "vertical" | "row" | "column";
export type Wrap = "wrap" | "wrap-reverse" | "none" | "nowrap";
export type Direction = "ltr" | "rtl" | "left-to-right" | "right-to-left";
export type Justify = "start" | "center" | "end" | "space-between" | "space-around" | "space-evenly";
export type AlignItems = "start" | "center" | "end" | "first-baseline" | "last-baseline" | "stretch" | "baseline";
export type AlignContent =
  | "start" | "center" | "end" | "space-between" | "space-around" | "space-evenly" | "stretch";
export type LineBreaking = "greedy" | "balance" | "pretty";

/** Layout options; every one has a default (shown), and `set` changes only those given. */
export interface FlowLayoutOptions {
  /** Main axis: "horizontal" (rows, default) or "vertical" (columns). */
  axis?: Axis;
  /** "wrap" (default), "wrap-reverse", or "none"/"nowrap" (one line). */
  wrap?: Wrap;
  /** "ltr" (default) or "rtl" (mirrors x). */
  direction?: Direction;
  /** Gap between neighbours in a line, in the unit of the sizes (default 8; null = automatic). */
  itemSpacing?: number | null;
  /** Gap between lines (default 8; null = automatic). */
  lineSpacing?: number | null;
  /** Distribution of a line's free space, as CSS justify-content (default "start"). */
  justify?: Justify;
  /** Cross alignment inside a line, as CSS align-items (default "start"). */
  alignItems?: AlignItems;
  /** Distribution of the lines in the container, as CSS align-content (default "start"). */
  alignContent?: AlignContent;
  /** "greedy" (default), "balance" (lines of even length, CSS flex-wrap: balance) or "pretty"
   * (even lines; a last line at least a third full costs nothing). */
  lineBreaking?: LineBreaking;
  /** With "balance": at least this many lines when there are enough items (default 0 = none). */
  minLines?: number;
  /** Lines after this many are hidden (default 0 = unlimited). */
  maxLines?: number;
  /** At most this many items per line (default 0 = unlimited). */
  maxItemsPerLine?: number;
  /** Every item takes the largest width and height among the items (default false). */
  uniformSize?: boolean;
  /** Rounds edges to multiples of 1/pixelScale (default 0 = no snapping). */
  pixelScale?: number;
  /** Justification of the last line and of lines ended by a break flag (default "auto": as justify). */
  justifyLast?: "auto" | Justify;
  /** "scale": each line's items are scaled (both axes) to fill the main bound (default "none"). */
  lineFill?: "none" | "scale";
  /** With lineFill "scale": lines that would scale by more keep their sizes (default 0 = no limit). */
  maxScale?: number;
  /** A separator between neighbours in a line, [width, height] (default [0, 0] = none); see FlowResult.separators. */
  separator?: readonly [number, number] | { width: number; height: number };
  /** Every line runs from its main end, as CSS row-reverse / column-reverse (default false). */
  reverse?: boolean;
  /** The container's padding (CSS padding, default 0): one number, [top, right, bottom, left] or an object. */
  padding?: number | readonly [number, number, number, number] | Partial<Edges>;
  /**
   * Lanes (masonry, CSS display: grid-lanes): a lane count, or { count, minLaneLength } (count 0:
   * as many lanes of at least minLaneLength as fit); each item goes into the lane that ends first.
   * itemSpacing is the gap between lanes, lineSpacing between the items of a lane; the line options
   * are ignored. Default 0 (null too) = off, ordinary lines.
   */
  lanes?: number | { count?: number; minLaneLength?: number } | null;
  /** In lanes mode, lanes ending within this many units count as tied; the first takes the item (CSS flow-tolerance; default 16). */
  laneTolerance?: number;
  /** Lanes each item covers (setItemLaneSpan), given with the options; not kept in `options`. */
  laneSpans?: Uint32Array | ReadonlyArray<number> | null;
}

/** Physical edge lengths. */
export interface Edges { top: number; right: number; bottom: number; left: number }

/** A per-item alignment (setItemAlign, CSS align-self): "auto" (the layout's alignItems) or an alignItems value. */
export type ItemAlign = "auto" | AlignItems;
/** @deprecated The former name of `ItemAlign`. */
export type AlignSelf = ItemAlign;

/** A line of the result. */
export interface FlowLine {
  firstItem: number;
  itemCount: number;
  /** Length of the line along the main axis (items and gaps). */
  mainSize: number;
  /** Offset of the line from the container's cross-start edge. */
  crossOffset: number;
  crossSize: number;
}

/** A lane of the result (option `lanes`). */
export interface FlowLane {
  /** The lane's edge nearest the origin across the lanes: x of its left edge for column lanes (lane 0 is rightmost in RTL), y of its top edge for row lanes. */
  offset: number;
  /** The lane's size across the lanes (its width for column lanes). */
  length: number;
  /** How far its items stack along the lane, from the content start to the far edge of its last item; 0 when empty. */
  extent: number;
  /** Visible items covering the lane (an item spanning lanes counts in each). */
  itemCount: number;
}

/** A box in container coordinates (origin top-left, y down). */
export interface Rect { x: number; y: number; width: number; height: number }
/** A width and a height. */
export interface Size { width: number; height: number }

/** A snapshot of a result (`FlowResult.copy()`): plain values and copied arrays. */
export interface FlowSnapshot {
  width: number;
  height: number;
  contentSize: Size;
  visibleCount: number;
  overflowFrame: Rect;
  frames: Float32Array;
  lines: FlowLine[];
  separators: Float32Array;
  lanes: FlowLane[];
}

/**
 * The results of an arrange. `frames`, `separators`, `lines`, `frame(i)` and `line(i)` read the
 * library's arrays in place: valid until the layout changes (an option, items, another arrange,
 * destroy; a call that fails changes nothing); read later, they throw. Keep `copy()` for longer.
 */
export declare class FlowResult {
  private constructor();
  /** The container's size: the bounds, with unspecified ones replaced by the content's size. */
  readonly width: number;
  readonly height: number;
  /** The extent of the visible lines (without padding). */
  readonly contentSize: Size;
  /** The leading items not cut off by maxLines (HIDDEN items among them included). */
  readonly visibleCount: number;
  /** The overflow indicator's frame; 0, 0, 0, 0 when it was not shown. */
  readonly overflowFrame: Rect;
  /** x, y, width, height per item, in item order; hidden items are 0, 0, 0, 0. A view into wasm memory. */
  readonly frames: Float32Array;
  /** x, y, width, height per separator (option `separator`), in item order. A view into wasm memory. */
  readonly separators: Float32Array;
  /** The visible lines (an array of its own, made on first use). */
  readonly lines: FlowLine[];
  /** The lanes, lane 0 first (an array of its own, made on first use); empty when lanes are off. */
  readonly lanes: FlowLane[];
  readonly itemCount: number;
  readonly lineCount: number;
  readonly laneCount: number;
  frame(index: number): Rect;
  line(index: number): FlowLine;
  /** A snapshot that later calls do not change. */
  copy(): FlowSnapshot;
  toJSON(): object;
}

/** Thrown for bad input and the library's refusals; the call changed nothing. */
export declare class FlowLayoutError extends Error {
  /** The argument at fault ("width", "index", "sizes[3]", an option's name...), when one is. */
  readonly argument?: string;
  /** The C status (FLOW_ERROR_*: 1 NULL, 2 INVALID_ARGUMENT, 3 OUT_OF_MEMORY, 4 MEASURE, 5 NOT_ARRANGED), when the library answered one. */
  readonly status?: number;
}

/** Item flags for `setItemFlags`. */
export declare const ItemFlags: Readonly<{ BREAK_BEFORE: 1; BREAK_AFTER: 2; HIDDEN: 4; NO_STRETCH: 8 }>;

/** Sizes: a flat typed array [w0, h0, w1, h1, ...], or [width, height] per item. */
export type Sizes = Float32Array | Float64Array | ReadonlyArray<readonly number[]>;
export type Column = Float32Array | ReadonlyArray<number>;
/** Four values per item ([top, right, bottom, left]; null = NaN), or a flat Float32Array. */
export type Quads = Float32Array | ReadonlyArray<readonly (number | null)[]>;
/** Two values per item ([width, height]; null = NaN), or a flat Float32Array. */
export type Pairs = Float32Array | ReadonlyArray<readonly (number | null)[]>;

/** Directions of `neighbor`: physical on screen, or item order. */
export type NavDirection = "left" | "right" | "up" | "down" | "next" | "previous";

/** A measure callback's answer: the size, and optionally the first and last baselines (NaN = none). */
export type Measurement =
  | readonly [number, number]
  | readonly [number, number, number, number]
  | { width: number; height: number; firstBaseline?: number; lastBaseline?: number };

/**
 * Measures item `index` for a proposal: `width`/`height` undefined = unspecified (answer the ideal
 * size along that axis).
 */
export type MeasureFunction = (index: number, width: number | undefined, height: number | undefined) => Measurement;

/**
 * A range measure callback's answer for `count` items: a width and a height per item, flat (a
 * Float32Array, the fastest: one copy into wasm memory; or another typed array or an array of
 * 2 * count numbers), or an array of `count` sizes ([width, height] or { width, height }; no
 * baselines). Another length or shape throws a FlowLayoutError (argument "measure") out of the
 * arrange, and nothing of the run is cached.
 */
export type RangeMeasurement =
  | Float32Array
  | Float64Array
  | ReadonlyArray<number>
  | ReadonlyArray<readonly number[] | Size>;

/**
 * Measures items `first` .. `first + count - 1`, all for one proposal: `width`/`height`
 * undefined = unspecified (answer the ideal size along that axis). The ideal sizes missing from
 * the cache are asked in runs of consecutive items, and so are lanes' questions where every lane
 * is as long and no item spans lanes; an item asked again with the line's length, and a lane's
 * question otherwise, is a run of one (count 1).
 */
export type MeasureRangeFunction =
  (first: number, count: number, width: number | undefined, height: number | undefined) => RangeMeasurement;

/** The overflow indicator's size for `hiddenCount` hidden items. */
export type IndicatorFunction = (hiddenCount: number) => readonly [number, number] | Size;

/** Where a dropped item goes: the insertion index (0...n) and a zero-length caret on that boundary. */
export interface InsertionPoint { index: number; caret: Rect }

export declare class FlowLayout {
  private constructor();
  /** The options in force (a copy). */
  readonly options: Required<Omit<FlowLayoutOptions, "laneSpans">>;
  /** Sets options; an unknown name or value throws a FlowLayoutError and changes nothing. */
  set(options: FlowLayoutOptions): this;
  /** Sets the items' sizes without arranging. */
  setItems(sizes: Sizes): void;
  /** Makes `count` items measured by `measure` (called during arrange and sizeThatFits). */
  setMeasure(count: number, measure: MeasureFunction): void;
  /**
   * Makes `count` items measured by `measure`, which answers runs of items at once (one call from
   * WebAssembly for many items): the same questions, cache and errors as setMeasure. An invalid
   * size (NaN, negative, infinite) fails the arrange naming the first such item; an exception
   * thrown by `measure` leaves the arrange as thrown. Either replaces sizes and any measure callback.
   */
  setMeasureRange(count: number, measure: MeasureRangeFunction): void;
  /** Changes item `index`'s size alone (items from sizes); the next arrange redoes only what it affects. */
  setItemSize(index: number, width: number, height: number): void;
  /** Forgets item `index`'s cached measurements. */
  invalidateItem(index: number): void;
  /** The "+N more" indicator shown with maxLines; null removes it. */
  setOverflowIndicator(indicator: IndicatorFunction | null): void;
  /** Grow weights per item (CSS flex-grow); null clears. Applies to arranges with as many items. */
  setItemGrow(grow: Column | null): void;
  /** ItemFlags bits per item; null clears. Applies to arranges with as many items. */
  setItemFlags(flags: Uint32Array | ReadonlyArray<number> | null): void;
  /** First and last baselines per item (offsets from the top edge; NaN = none); a null one is cleared, as in C. */
  setItemBaselines(first: Column | null, last?: Column | null): void;
  /** Guides per item (alignment points from the cross-start edge; NaN = default); null clears. */
  setItemGuides(guides: Column | null): void;
  /** Spacing preferences per item, [leading, top, trailing, bottom], or flat 4 per item; null clears. */
  setItemSpacing(prefs: Float32Array | ReadonlyArray<readonly number[]> | null): void;
  /** Margins per item, [top, right, bottom, left] (null or NaN = auto), or flat 4 per item; null clears. */
  setItemMargins(margins: Quads | null): void;
  /** Minimum and maximum sizes per item, [width, height] (null or NaN = none), or flat 2 per item. */
  setItemLimits(min: Pairs | null, max?: Pairs | null): void;
  /** Shrink weights per item (CSS flex-shrink; default 0); null clears. */
  setItemShrink(shrink: Column | null): void;
  /** Cross alignment per item (CSS align-self); null clears. */
  setItemAlign(values: ReadonlyArray<ItemAlign> | null): void;
  /** Lanes each item covers in lanes mode (integers >= 1; above the lane count: clamped); null clears. */
  setItemLaneSpan(spans: Uint32Array | ReadonlyArray<number> | null): void;
  /**
   * Lays out the items: sizes as Float32Array [w0, h0, w1, h1, ...] or [[w, h], ...], or null for
   * the items as set; width and height finite and >= 0, undefined (or null) = unspecified. Throws a
   * FlowLayoutError on bad input, changing nothing.
   */
  arrange(sizes: Sizes | null, width?: number | null, height?: number | null): FlowResult;
  /** The results of the last arrange (or of the firstFitting that chose this layout). */
  result(): FlowResult;
  /** The size the layout wants within the bounds; the results are unchanged. */
  sizeThatFits(width?: number | null, height?: number | null): Size;
  /** Independent groups of counts[g] items with this layout's options; copies, each group in its own coordinates. */
  arrangeBatch(sizes: Sizes, counts: ReadonlyArray<number> | Uint32Array, width?: number | null, height?: number | null):
    { frames: Float32Array; sizes: Float32Array };
  /** The index of the first candidate that fits showing every item, arranged there; the last when none fits. */
  static firstFitting(candidates: ReadonlyArray<FlowLayout>, width?: number | null, height?: number | null): number;
  /** Hit-testing on the last arrange: the first item whose frame contains (x, y) (half-open), or -1. */
  itemAt(x: number, y: number): number;
  /** Index in `lines` of the line holding item `index` in the last arrange; -1 when hidden. */
  lineOfItem(index: number): number;
  /** In lanes mode, the first lane item `index` covers and how many; null when it is hidden or lanes are off. */
  laneOfItem(index: number): { lane: number; span: number } | null;
  /** The consecutive lines of the last arrange whose cross extent meets [from, to). */
  linesInRange(from: number, to: number): { first: number; count: number };
  /** The visible item next to item `index` in `direction` in the last arrange, or -1. */
  neighbor(index: number, direction: NavDirection): number;
  /** Where an item dropped at (x, y) goes in the last arrange. */
  insertionPoint(x: number, y: number): InsertionPoint;
  /** Frees the layout; later method calls throw (`options` still reads the last values). */
  destroy(): void;
  /** @deprecated Use `setItemGrow` (flow_layout_set_item_grow). */
  setGrow(grow: Column | null): void;
  /** @deprecated Use `setItemFlags` (flow_layout_set_item_flags). */
  setFlags(flags: Uint32Array | ReadonlyArray<number> | null): void;
  /** @deprecated Use `setItemBaselines` (flow_layout_set_item_baselines). */
  setBaselines(first: Column | null, last?: Column | null): void;
  /** @deprecated Use `setItemMargins` (flow_layout_set_item_margins). */
  setMargins(margins: Quads | null): void;
  /** @deprecated Use `setItemLimits` (flow_layout_set_item_limits). */
  setLimits(min: Pairs | null, max?: Pairs | null): void;
  /** @deprecated Use `setItemShrink` (flow_layout_set_item_shrink). */
  setShrink(shrink: Column | null): void;
  /** @deprecated Use `setItemAlign` (flow_layout_set_item_align). */
  setAlignSelf(values: ReadonlyArray<ItemAlign> | null): void;
}

export interface LoadOptions {
  /**
   * Where flowlayout.wasm is: a URL (default: beside flowlayout.mjs; in Node a URL object or an
   * absolute URL string), its bytes, or a compiled module.
   */
  wasm?: URL | string | BufferSource | WebAssembly.Module;
}

/** Creates a layout, loading flowlayout.wasm on first use. */
export declare function createFlowLayout(options?: LoadOptions): Promise<FlowLayout>;

/** The index of the first candidate that fits showing every item, arranged there; the last when none fits. */
export declare function firstFitting(candidates: ReadonlyArray<FlowLayout>, width?: number | null, height?: number | null): number;

/** The library's version: major * 10000 + minor * 100 + patch. */
export declare function flowLayoutVersion(options?: LoadOptions): Promise<number>;
