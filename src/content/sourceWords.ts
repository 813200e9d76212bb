/**
 * The words of the pages behind the facts a page shows at once: a dated trip's checklist (its entry
 * rules, permits and health visit: content/checklist.ts), the elevations (content/elevations.ts)
 * and the NHS's first steps for altitude sickness (content/altitudeSickness.ts). Each is the page's
 * own sentence (or sentences) carrying the facts read on it, word for word, '…' marking a cut; one
 * entry a page, by its address, so a page quoted for several figures gives them all.
 *
 * Kept apart from the facts, so that an itinerary's, a dated trip's or Help's first load carries
 * the figures and rules with their sources' names but not their words: those load when a visitor
 * opens a fact's sources (SourceQuotes), and with the facts page. The facts of Help's numbers,
 * the acclimatisation guidance and the essentials keep their words with them (content/checked.ts
 * says why). Change a fact, its words here and its `checkedOn` together, after reading the page
 * again; the tests of each kind fail on a page without words, words no fact cites, or words that
 * no longer give the figure.
 */
import type { FactSource, SourcePage } from './checked';

export const SOURCE_WORDS: Readonly<Record<string, string>> = {
  // The checklist's rules (content/checklist.ts)
  // Government of India, e-Visa portal: instructions for applicants (indianvisaonline.gov.in), as copies of its text give it
  'https://indianvisaonline.gov.in/evisa/tvoa.html':
    'International Travellers having Pakistani Passport or Pakistani origin may please apply for regular Visa at Indian Mission. … For e-Tourist and e-Business visa, Applicants of the eligible countries/territories may apply online minimum 4 days in advance of the date of arrival.',
  // The Nexus Gazette: the Indian visa process for Pakistani citizens
  'https://thenexusgazette.com/understanding-the-indian-visa-process-for-pakistani-citizens-what-you-need-to-know/':
    'It’s crucial to note that Pakistani citizens cannot obtain a tourist visa for India.',
  // Kashmirex (a Kashmir and Ladakh travel company): permits for Ladakh’s protected areas
  'https://kashmirex.com/how-to-get-permit-for-protected-areas-in-ladakh/':
    'Foreign tourists must obtain a Protected Area Permit (PAP) to visit specific regions in Ladakh. … Group Requirement: Foreigners must be in a group of at least two people to apply for a PAP.',
  // Himal Press: the Everest region’s entry fee raised (in Nepali, 23 July 2024)
  'https://himalpress.com/2024/07/153432':
    'खुम्बु पासाङल्हामु गाउँपालिका क्षेत्रमा प्रवेश गर्ने विदेशी पर्यटकका लागि शुल्क बढाइएको छ। … वृद्धि भएको शुल्कअनुसार सार्क मुलुक र चीनबाट आउने पर्यटकले दुई हजार रुपैयाँ बुझाउनुपर्नेछ। त्यस्तै अन्य विदेशी नागरिकले तीन हजार रुपैयाँ शुल्क तिर्नुपर्ने भएको छ।',
  // Tourism Info Nepal, on the National Trust for Nature Conservation’s notice: ACAP permits online only
  'https://tourisminfonepal.com/acap-permits-to-be-issued-exclusively-online-ntnc-urges-trekking-companies-to-comply/':
    'all trekking permits for foreign visitors will now be issued exclusively through the online system, phasing out the issuance of physical permits from e-Permit counters in the near future. NTNC has urged all trekking companies to comply with the online permit system and refrain from issuing physical permits.',
  // Department of Immigration and Emigration of Sri Lanka: ETA, the official website (its Hindi page)
  'https://eta.gov.lk/slvisa/visainfo/center.jsp?locale=hi_IN':
    'ईटीए दिलाने का अधिकार आप्रवासन और उत्प्रवास विभाग, कोलंबो, श्रीलंका के साथ निहित है. श्रीलंका यात्रा के इच्छुक व्यक्ति ऑनलाइन ईटीए के लिए आवेदन प्रस्तुत कर सकते हैं.',
  // High Commission of Sri Lanka in Pakistan: submission of an ETA application
  'https://slhcpakistan.org/services/submission-of-eta-application':
    'On arrival at the port of entry in Sri Lanka … An intended traveler planning a holiday visit, a short business trip or to transit through, needs to apply and obtain an ETA prior to arrival in Sri Lanka. … It is advisable to keep a copy of the ETA approval with you to be produced at the port of entry in Sri Lanka. … A passport valid for not less than 6 months from the date of arrival. … A confirmed return ticket.',
  // Irish Travel Trade News: India’s e-Tourist Visa (the 2017 rules)
  'https://www.ittn.ie/news/irish-uk-visitors-india-can-now-stay-twice-long-e-tourist-visa/':
    'Applicants of the eligible countries/territories may apply online a minimum of four days in advance of the date of arrival with a window of 120 days.',
  // VisasNews: India’s 30-day e-Tourist visa can now be applied for 120 days ahead
  'https://visasnews.com/?p=34046':
    'Until recently, India’s 30-day tourist e-Visa imposed a strict constraint on travelers: applications could only be submitted within 30 days prior to arrival in India. As of Thursday, December 18, this validity window has been extended to four months.',
  // Khelja: India extends tourist e-Visa application window to 120 days
  'https://khelja.in/india-extends-tourist-e-visa-application-window-to-120-days-for-travellers':
    'Until now, the 30-day tourist e-Visa came with a tight rule. … From December 18, the Indian e-Visa system allows travellers to choose an arrival date up to 120 days ahead.',
  // Great Adventure Treks (a Nepal tour operator), reproducing the airport’s Immigration Office
  'https://greatadventuretreks.com/nepal-visa/':
    'Fill out Online ‘Tourist Visa’ form ( It can be filled in prior to your arrival … You will get submission receipt (with barcode). … ( 15/30/90 Days)',
  // Great Journey Travels and Tours (a Nepal tour operator): Nepal visa
  'https://greatjourneytravels.com.np/page/nepal-visa':
    'Citizens of the following countries must obtain a visa prior to arrival at a nearby Diplomatic Mission of the Nepal Government: Nigeria, Ghana, Zimbabwe, Swaziland, Cameroon, Somalia, Liberia, Ethiopia, Iraq, Palestine, Afghanistan, Syria, and refugees with travel documents. … a submission receipt with a barcode, which should be printed out … This receipt is valid for 15 days.',
  // Nepal Mountain Hub (a Nepal trekking company): Nepal visa information
  'https://www.nepalmountainhub.com/nepal-visa-information.html':
    'nationals of the following countries will not get the visa on arrival at the immigration entry points of Nepal:- Nigeria, Ghana, Zimbabwe, Swaziland, Cameroon, Somalia, Liberia, Ethiopia, Iraq, Palestine, Afghanistan & Syria.',
  // Ministry of Foreign Affairs of Bhutan (Royal Bhutanese Embassy, Dhaka): visas
  'https://www.mfa.gov.bt/rbedhaka/visa-for-visiting-bhutan/':
    'Visas for travel to Bhutan are being issued only by the Department of Immigration … The visa fee is USD 40 per person and it is non-refundable. … it may take up to five working days to process. … The passport must be valid for six months from the intended date of departure from the Kingdom; Travel insurance valid for the duration of the trip; and A recent passport size photograph.',
  // Shangri-La Footprints (a Bhutan tour operator): visas
  'https://shangrilafootprints.com/?p=2120':
    'There is a one-off fee of US$40 for the processing of your application. This is payable at the same time as your Sustainable Development Fee (SDF)',
  // Kuensel (Bhutan’s national newspaper)
  'https://kuenselonline.com/tourist-arrival-misses-govts-target/':
    'a 50 percent discount on the prevailing SDF of USD 200 for US dollar-paying tourists … the 50 percent discount on the SDF rates applied to children aged between 6 and 12 years … will come into effect from September 1 and will remain effective until August 31, 2027.',
  // Nikkei Asia: Bhutan halves $200 daily tourist tax (1 September 2023)
  'https://asia.nikkei.com/Business/Travel-Leisure/Bhutan-halves-200-daily-tourist-tax-to-spur-sluggish-recovery':
    'Dollar-paying visitors will now be charged $100 a night as a sustainable development fee (SDF), instead of $200. Children aged 6 to 12 will be eligible for an additional 50% off the lowered levy.',
  // Tika Lanka (a Sri Lanka travel company): passports and visas
  'https://dev.tikalanka.com/essential-information/sri-lanka/passports-visas':
    'Your passport must be valid for a minimum period of six months from the date of entry to Sri Lanka. … must obtain an ETA either prior to arrival, which is the best method, or on arrival at Bandaranaike International Airport, Colombo, where there is a limited facility and additional fees apply',
  // Ada Derana, on the Department of Immigration and Emigration’s statement (31 October 2025)
  'http://www.adaderana.lk/news.php?nid=114137':
    'Tourists travelling to Sri Lanka are not required to obtain Electronic Travel Authorisation (ETA) prior to their arrival … it has withdrawn the requirement, which came into effect on October 15.',
  // Lanka Education: Sri Lanka lifts pre-arrival ETA requirement for tourists
  'https://www.lankaeducation.com/sri-lanka-lifts-pre-arrival-eta-requirement-for-tourists/amp':
    'The Department of Immigration and Emigration said in a statement that the ETA requirement, which had been introduced on October 15, has now been withdrawn.',
  // The Phoenix, reproducing the Nepal Tourism Board’s notice (2023)
  'https://thephoenixnewspaper.com/news/lifestyle/holiday-travel/page-123?text=Read++at+news%2Flifestyle%2Fholiday-travel%2Fpage-86':
    'With the new provision, all trekkers are required to obtain services of a licensed trekking guide and to obtain a TIMS Card through authorized trekking agencies registered with the Government of Nepal. The new provision shall come into effect on March 31, 2023.',
  // Firstpost: Nepal bans mountain trekking without a licensed guide (30 March 2023)
  'https://www.firstpost.com/world/nepal-bans-mountain-trekking-without-a-licensed-guide-12376812.html':
    'Starting April all foreign trekkers, whether solo or in a group, must be accompanied by licensed guides. … trekkers will also need to obtain a TIMS card (Trekkers’ Information Management System) from their trekking company',
  // Tiger Encounter (a Nepal tour operator): Sagarmatha National Park rules
  'https://tigerencounter.com/blog/sagarmatha-national-park-rules-and-regulation/':
    'Valid entry permits are available from the National parks ticket counter at the Nepal Tourism Board, Bhrikuti Mandap, Kathmandu or Park entrance gate at Manjo. … Entering the park without a permit is illegal.',
  // Plan Today (a trekking blog): code of conduct for Sagarmatha National Park
  'http://plantodaytz.blogspot.com/2015/07/code-of-conduct-for-sagarmatha-national.html':
    'Entering the park without permit is illegal.Park personnel may ask for the permit,so visitors are requested to keep the permits with them.',
  // Eco Holidays Nepal (a Nepal tour operator): permits for Everest Base Camp
  'https://ecoholidaysnepal.com/permits-for-everest-base-camp':
    'As the TIMS permit has been replaced by this permit. … Both foreigners and SAARC countries need to pay NPR 2000 for the first 4 weeks; … you can\'t get it from Kathmandu. It is available only in Lukla or Monjo.',
  // The Himalayan Trips (a Nepal tour operator): Everest permits (May 2025)
  'https://www.thehimalayantrips.com/blog/essential-permits-for-trekking-in-the-everest-region':
    'this permit replaced the old TIMS (Trekkers\' Information Management System) card for the Everest region. … At the Khumbu Pasang Lhamu Rural Municipality Office in Lukla or Monjo. Cost (2025): NPR 2,000 per person',
  // National Trust for Nature Conservation (Nepal): entry permits
  'https://www.ntnc.org.np/trekking-annapurna-gaurishankar-and-manaslu-information-and-entry-permit-forms':
    'For other Nationals (other than SAARC countries): Nepali Rupees 3,000. … Two passport size photographs are required while applying for each Entry Permit. … Entry Permits will not be issued from any check posts along the trekking routes of the Conservation Areas.',
  // Lonely Planet: Leh, entry and exit formalities
  'https://www.lonelyplanet.com/india/leh/practical-information/directory/entry-and-exit-formalities/a/nar/9f75782f-0d14-456a-8022-ec1aeeec8d94/356310':
    'To visit Nubra Valley, Pangong Tso, Dha Hanu, Tso Moriri and the Upper Indus (beyond Upshi) foreigners require a Protected Area Permit … Applications must be processed through an approved travel agency, … there must be at least two applicants at the time of application',
  // Daily Excelsior (6 August 2021)
  'https://www.dailyexcelsior.com/indians-no-longer-need-permit-to-visit-ladakh-protected-areas/':
    'the validity of the PAP for foreign tourists has now been extended from seven days to 15 days.',
  // Deccan Herald (August 2021)
  'https://deccanherald.com/india/indian-citizens-no-longer-need-inner-line-permit-to-visit-protected-areas-in-ladakh-1017167.html':
    'But the validity of the permit for foreign tourists has now been extended from seven days to 15 days.',
  // NHS: Travel vaccinations (as syndicated by 1st Choice Pharmacy)
  'https://1stchoicepharmacy.co.uk/nhs_conditions_travel-vaccinations':
    'If possible, see the GP or a private travel clinic at least 6 to 8 weeks before you\'re due to travel. … some vaccines involve a number of doses spread over several weeks or months.',
  // NHS Choices: vaccinations to travel abroad (an older NHS page)
  'http://www.nhs.uk/chq/Pages/1072.aspx?CategoryID=67&SubCategoryID=152':
    'Get advice about vaccinations at least eight weeks before you’re due to travel.',
  // The elevations (content/elevations.ts)
  // Wikipedia (as copied by the Scots Wikipedia)
  'https://sco.wikipedia.org/wiki/New_Deli':
    'Elevation 216 m (709 ft)',
  // Wikipedia (as copied by Piglix)
  'http://piglix.com/piglix/Agra,_India':
    'Elevation 171 m (561 ft)',
  // Jaipur Culture: Jaipur’s location and coordinates
  'https://jaipurculture.com/nature-geography-jaipur/jaipur-location-coordinates':
    'With an elevation of approximately 431 meters above sea level',
  // Rajasthan Tourism: Jodhpur
  'http://rajtourism.com/html/cities/jodhpur/jodhpur.htm':
    'Altitude : 236.53 metres',
  // Beauty of Mumbai (a blog): geography of Mumbai
  'https://buty-of-mumbai.blogspot.com/2008/09/geography-of-mumbai.html':
    'Much of the city lies just above sea level, with average elevations ranging from 10 m (33 ft) to 15 m (49 ft).',
  // Wikipedia
  'https://en.wikipedia.org/wiki/Geography_of_Ahmedabad':
    'The average elevation is 53 metres.',
  // Encyclopaedia Britannica
  'https://www.britannica.com/place/Leh':
    'The town is located in the valley of the upper Indus River at an elevation of 11,550 feet (3,520 metres)',
  // Encyclopaedia Britannica (Student Encyclopedia)
  'http://www.britannica.com/place/Kathmandu/article-websites':
    'the city lies at an altitude of 4,344 feet (1,324 meters).',
  // Wikipedia (as copied by WikiSum)
  'https://wikisum.wiki/wiki/Pokhara,_Nepal':
    'sits at an average elevation of approximately 822 m above sea level.',
  // andBeyond (a safari operator): Chitwan National Park
  'https://www.andbeyond.com/destinations/asia/nepal/chitwan-national-park/':
    'The altitude varies from 100 m (330 ft) in the river valleys to 815 m (2,674 ft) higher up in the Churia Hills in the south.',
  // Wikipedia
  'https://en.wikipedia.org/wiki/Portal:Nepal/Featured_picture/3':
    'It is located within the Khumbu area at 3,440 metres (11,286 ft) at its low point',
  // The Himalayan Times
  'https://thehimalayantimes.com/nepal/tourism-entrepreneurs-eager-to-welcome-un-secretary-general-to-annapurna-base-camp':
    'Situated at an elevation of 4,130 metres above sea level, the Annapurna Base Camp gained further popularity for trekking tourism with Eric Shipton\'s historic trek here in 1966.',
  // Department of Air Transport, Bhutan
  'https://www.doat.gov.bt/?page_id=60':
    'The airport has two operational runway ends located at 7300fts. above the sea level.',
  // Encyclopaedia Britannica
  'https://kids.britannica.com/scholars/article/Thimphu/72131':
    'The city … is in the Himalaya Mountains on the Raidak (also called Thimphu, or Wong) River at about 7,000 feet (2,000 metres) above sea level.',
  // Encyclopaedia Britannica
  'https://www.britannica.com/print/article/483410':
    'It lies at an elevation of about 5,000 feet (1,500 metres) above sea level',
  // Encyclopaedia Britannica
  'https://www.britannica.com/place/Kandy':
    'Kandy, city in the Central Highlands of Sri Lanka, at an elevation of 1,640 feet (500 metres).',
  // Encyclopaedia Britannica
  'http://media-3.web.britannica.com/eb-diffs/588/543588-8809-67705.html':
    'rises 1,144 feet (349 m) above sea level and 600 feet (180 m) above the surrounding plain.',
  // Kerala State Planning Board: Ernakulam district
  'http://spb.kerala.gov.in/index.php/ernakulam.html':
    'Kochi and Paravur taluks … constitute the low land … The lowest elevation of nearly Mean Sea Level (MSL) is noticed in the western coastal area',
  // Hosanna Tours and Travels (a Kerala tour operator): Munnar
  'https://www.hosannatoursandtravels.com/tours/munnar/':
    'Munnar is situated around 1600 m above sea level, in the Western Ghats range of mountains.',
  // Encyclopaedia Britannica
  'https://www.britannica.com/place/Kanha-National-Park':
    'The park extends over 122 square miles (316 square km) of the central highlands at an elevation of about 2,000 to 3,000 feet (600 to 900 metres).',
  // Wikipedia
  'https://en.m.wikipedia.org/wiki/Jabalpur':
    '412 m (1,352 ft)',
  // Everest Trip Planner, a trekking guide site
  'https://everesttripplanner.com/about-everest/other-must-visit-places':
    'Phakding is a small village in the Khumbu region of Nepal just north of Lukla and south of Monjo, at an altitude of 2,610 m … Monjo 2,835 m just below the Sagarmatha National Park entrance gate',
  // Honeyguide, an Everest-region trekking guide
  'https://honeyguideapps.com/thame.d6c1098d5046.everest-region':
    'THAME - Mountain view • 3785 meters',
  // Honeyguide, an Everest-region trekking guide
  'https://honeyguideapps.com/deboche.d4d9dfd8f89c.everest-region':
    'DEBOCHE - Quieter sister of Tengboche • 3740 meters',
  // 56ok (a travel site): inside Lukla, Nepal’s Tenzing-Hillary Airport
  'https://en-test.56ok.com/topic/detail-886897-inside-lukla-the-challenges-of-nepals-tenzinghillary-airport.html':
    'Located near Lukla town in Nepal\'s Solukhumbu District at an elevation of 2,845 meters (9,337 feet), it ranks among the world\'s highest-altitude airports.',
  // Gangri Tours, a Bhutan tour operator (Druk Path trek notes)
  'http://www.gangritours.com/?page_id=1263':
    'Day 1: Paro – JiliDzong Distance 7 km, 4-5 hours, 1,090 m ascent, camp altitude 3,480 m. … Day 2: Jili Dzong – Jangchulakha Distance 10 km, 4-5 hours, 310 m ascent, 50 m descent, camp altitude 3,770 m. … Day 3: Jangchulakha – JimgelangTsho Distance 11 km, 4 hours, 230 m descent, 330 m ascent, camp altitude 3,870 m. … Day 4: JimgelangTsho – SimkotraTsho Distance 11 km, 4 hours, 820 m ascent, 400 m descent, camp altitude 4,110 m. … Day 5: SimkotraTsho – Phajoding Distance 10 km, 3-4 hours, 130 m ascent, 680 m descent, camp altitude 3,750 m.',
  // Encyclopaedia Britannica
  'https://www.britannica.com/place/Nuwara-Eliya':
    'It lies at an elevation of 6,199 feet (1,889 metres) above sea level',
  // Hayleys Tours (a Sri Lanka tour operator): Ella
  'https://www.hayleystours.com/srilanka/ella':
    'Situated at an elevation of 1,041 metres (3,415 ft) above sea level',
  // The NHS's first steps for altitude sickness (content/altitudeSickness.ts)
  // NHS (UK National Health Service), Altitude sickness
  'http://www.nhs.uk/Conditions/altitude-sickness/Pages/introduction.aspx':
    'If you have mild symptoms of altitude sickness, you should not go any higher for at least 24 to 48 hours. You can continue to climb if your symptoms improve after this. If your symptoms get worse or do not improve after 24 to 48 hours, you should descend by at least 500m. Severe altitude sickness is a medical emergency. Someone with severe symptoms should immediately descend to a low altitude and seek medical help. … In rare cases, altitude sickness can cause fluid to build up either on the lungs or the brain. These are very serious conditions and require immediate medical attention. … Keeping hydrated is also important, but make sure you avoid alcohol.',
  // Day Lewis Pharmacy (a UK pharmacy chain): altitude sickness
  'https://www.daylewis.co.uk/pharmacy-services/altitude-sickness/':
    'To treat symptoms, travellers should stop further ascent, rest, take painkillers such as ibuprofen or paracetamol and anti-sickness medication if needed and descend if symptoms deteriorate or do not improve.',
};

/** A page with its words: what the facts page, the tests and an opened list of sources show. */
export const withWords = (page: SourcePage): FactSource => ({ ...page, quote: SOURCE_WORDS[page.url] ?? '' });
