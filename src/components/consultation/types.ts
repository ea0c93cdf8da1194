/** A feedback image as the consultation modal needs it (one size, small enough for the modal). */
export type ConsultationImage = { id: number; src: string; width: number; height: number; alt: string }
