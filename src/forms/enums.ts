/**
 * The enumerations of the specification (section 3). Content records, the
 * browser forms and the form API all read them from here, so a value can
 * only be added in one place.
 */
export const SERVICE_IDS = ['synthetic-turf', 'hardscape', 'lighting', 'pool-landscape', 'coastal-landscaping', 'maintenance', 'other'] as const;

export const PROPERTY_TYPES = ['residential', 'vacation-rental', 'commercial', 'condo'] as const;

export const PROPERTY_SIZES = ['small', 'medium', 'large', 'extra-large'] as const;

export const TIMELINES = ['asap', '1-2-months', '3-6-months', 'flexible', 'planning'] as const;

export type ServiceId = (typeof SERVICE_IDS)[number];
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export type PropertySize = (typeof PROPERTY_SIZES)[number];
export type Timeline = (typeof TIMELINES)[number];
