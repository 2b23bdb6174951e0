/** What every part that writes a reader's choice says when the browser would not keep it (full or blocked storage). */
export const NOT_KEPT = 'यह बदलाव इस ब्राउज़र में सहेजा नहीं जा सका (ब्राउज़र की जगह भरी है या उसने रोक रखा है)।';
