/** @format */

const synonyms = {
    // Keep me alphabetical
    // Removes join words
    and: '',
    for: '',
    if: '',
    the: '',
    to: '',
    with: '',
};

export { synonyms };
