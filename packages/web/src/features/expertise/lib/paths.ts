/** The course page of a course (`/expertise/course/:id`). */
export const coursePath = (id: number) => `/expertise/course/${id}`;
