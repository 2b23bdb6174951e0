/**
 * The demo election's seats: Bihar's assembly constituencies as `हिंदी|Latin|ज़िला|SC/ST?`, in the
 * order they are numbered here (not the Election Commission's numbers).
 */
export const DEMO_SEATS = `दीघा|Digha|पटना
बांकीपुर|Bankipur|पटना
कुम्हरार|Kumhrar|पटना
पटना साहिब|Patna Sahib|पटना
फतुहा|Fatuha|पटना
दानापुर|Danapur|पटना
मनेर|Maner|पटना
फुलवारी|Phulwari|पटना|SC
मसौढ़ी|Masaurhi|पटना|SC
पालीगंज|Paliganj|पटना
बिक्रम|Bikram|पटना
बाढ़|Barh|पटना
मोकामा|Mokama|पटना
बख्तियारपुर|Bakhtiarpur|पटना
अस्थावां|Asthawan|नालंदा
बिहारशरीफ|Biharsharif|नालंदा
राजगीर|Rajgir|नालंदा|SC
इस्लामपुर|Islampur|नालंदा
हिलसा|Hilsa|नालंदा
नालंदा|Nalanda|नालंदा
हरनौत|Harnaut|नालंदा
गया टाउन|Gaya Town|गया
बेलागंज|Belaganj|गया
बोधगया|Bodh Gaya|गया|SC
शेरघाटी|Sherghati|गया
इमामगंज|Imamganj|गया|SC
टिकारी|Tikari|गया
वजीरगंज|Wazirganj|गया
अतरी|Atri|गया
आरा|Arrah|भोजपुर
बड़हरा|Barhara|भोजपुर
संदेश|Sandesh|भोजपुर
जगदीशपुर|Jagdishpur|भोजपुर
शाहपुर|Shahpur|भोजपुर
तरारी|Tarari|भोजपुर
अगिआंव|Agiaon|भोजपुर|SC
बक्सर|Buxar|बक्सर
डुमरांव|Dumraon|बक्सर
ब्रह्मपुर|Brahampur|बक्सर
राजपुर|Rajpur|बक्सर|SC
छपरा|Chapra|सारण
मढ़ौरा|Marhaura|सारण
सोनपुर|Sonepur|सारण
परसा|Parsa|सारण
एकमा|Ekma|सारण
मांझी|Manjhi|सारण
तरैया|Taraiya|सारण
अमनौर|Amnour|सारण
गड़खा|Garkha|सारण|SC
बनियापुर|Baniapur|सारण
सीवान|Siwan|सीवान
जीरादेई|Ziradei|सीवान
दरौली|Darauli|सीवान|SC
रघुनाथपुर|Raghunathpur|सीवान
महाराजगंज|Maharajganj|सीवान
बड़हरिया|Barharia|सीवान
गोरेयाकोठी|Goriakothi|सीवान
दरौंदा|Daraundha|सीवान
मुजफ्फरपुर|Muzaffarpur|मुजफ्फरपुर
कांटी|Kanti|मुजफ्फरपुर
बोचहां|Bochahan|मुजफ्फरपुर|SC
कुढ़नी|Kurhani|मुजफ्फरपुर
सकरा|Sakra|मुजफ्फरपुर|SC
मीनापुर|Minapur|मुजफ्फरपुर
गायघाट|Gaighat|मुजफ्फरपुर
औराई|Aurai|मुजफ्फरपुर
बरुराज|Baruraj|मुजफ्फरपुर
पारू|Paroo|मुजफ्फरपुर
साहेबगंज|Sahebganj|मुजफ्फरपुर
दरभंगा|Darbhanga|दरभंगा
दरभंगा ग्रामीण|Darbhanga Rural|दरभंगा
बहादुरपुर|Bahadurpur|दरभंगा
हायाघाट|Hayaghat|दरभंगा
केवटी|Keoti|दरभंगा
जाले|Jale|दरभंगा
बेनीपुर|Benipur|दरभंगा
अलीनगर|Alinagar|दरभंगा
गौड़ाबौराम|Gaura Bauram|दरभंगा
कुशेश्वरस्थान|Kusheshwar Asthan|दरभंगा|SC
भागलपुर|Bhagalpur|भागलपुर
नाथनगर|Nathnagar|भागलपुर
कहलगांव|Kahalgaon|भागलपुर
पीरपैंती|Pirpainti|भागलपुर|SC
सुल्तानगंज|Sultanganj|भागलपुर
बिहपुर|Bihpur|भागलपुर
गोपालपुर|Gopalpur|भागलपुर
पूर्णिया|Purnia|पूर्णिया
कसबा|Kasba|पूर्णिया
बनमनखी|Banmankhi|पूर्णिया|SC
रुपौली|Rupauli|पूर्णिया
धमदाहा|Dhamdaha|पूर्णिया
अमौर|Amour|पूर्णिया
बायसी|Baisi|पूर्णिया
बेगूसराय|Begusarai|बेगूसराय
बछवाड़ा|Bachhwara|बेगूसराय
तेघड़ा|Teghra|बेगूसराय
मटिहानी|Matihani|बेगूसराय
साहेबपुर कमाल|Sahebpur Kamal|बेगूसराय
चेरिया बरियारपुर|Cheria Bariarpur|बेगूसराय
बखरी|Bakhri|बेगूसराय|SC
हाजीपुर|Hajipur|वैशाली
लालगंज|Lalganj|वैशाली
वैशाली|Vaishali|वैशाली
महुआ|Mahua|वैशाली
राजापाकर|Raja Pakar|वैशाली|SC
राघोपुर|Raghopur|वैशाली
महनार|Mahnar|वैशाली
पातेपुर|Patepur|वैशाली|SC
समस्तीपुर|Samastipur|समस्तीपुर
उजियारपुर|Ujiarpur|समस्तीपुर
मोरवा|Morwa|समस्तीपुर
सरायरंजन|Sarairanjan|समस्तीपुर
मोहिउद्दीननगर|Mohiuddinnagar|समस्तीपुर
विभूतिपुर|Bibhutipur|समस्तीपुर
रोसड़ा|Rosera|समस्तीपुर|SC
हसनपुर|Hasanpur|समस्तीपुर
कल्याणपुर|Kalyanpur|समस्तीपुर|SC
वारिसनगर|Warisnagar|समस्तीपुर
भभुआ|Bhabua|कैमूर
मोहनिया|Mohania|कैमूर|SC
कटोरिया|Katoria|बांका|ST
मनिहारी|Manihari|कटिहार|ST`;
