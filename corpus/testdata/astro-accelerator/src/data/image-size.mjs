/** @format */

export const size = {
    small: 400,
    medium: 700,
    large: 1000,
};
