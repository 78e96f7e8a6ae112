/** @format */

export const imagePaths = {
    src: 'img',
    dest: 'i',
};
